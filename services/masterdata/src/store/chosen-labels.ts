import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { labelGroups, labels } from '../db/schema';

/** The live labels of the pool among `ids`, each with its live group's flags: what a person's or branch's label set is checked against. */
export const chosenLabels = (tx: Tx, poolId: number, ids: readonly number[]) =>
  ids.length
    ? tx
        .select({
          id: labels.id,
          name: labels.name,
          groupId: labelGroups.id,
          groupName: labelGroups.name,
          personSelectable: labelGroups.personSelectable,
          branchSelectable: labelGroups.branchSelectable,
          multiselect: labelGroups.multiselect,
        })
        .from(labels)
        .innerJoin(labelGroups, eq(labelGroups.id, labels.labelGroupId))
        .where(and(eq(labels.poolId, poolId), inArray(labels.id, [...ids]), isNull(labels.archivedAt), isNull(labelGroups.archivedAt)))
    : Promise.resolve([]);
