import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { labelGroups, labels, personLabels } from '../db/schema';

/** A person's label as the spec shows it: name and label_group (id, name, color, branch_selectable). */
export interface PersonLabel {
  id: number;
  name: string;
  label_group: { id: number; name: string; color: string; branch_selectable: boolean };
}

/** The person's labels by group name and name. */
export function personLabelsOf(tx: Tx, poolId: number, personId: number): Promise<PersonLabel[]> {
  return tx
    .select({
      id: labels.id,
      name: labels.name,
      label_group: {
        id: labelGroups.id,
        name: labelGroups.name,
        color: labelGroups.color,
        branch_selectable: labelGroups.branchSelectable,
      },
    })
    .from(personLabels)
    .innerJoin(labels, eq(labels.id, personLabels.labelId))
    .innerJoin(labelGroups, eq(labelGroups.id, labels.labelGroupId))
    .where(and(eq(personLabels.poolId, poolId), eq(personLabels.personId, personId)))
    .orderBy(asc(labelGroups.name), asc(labels.name));
}

/** Puts exactly these labels on the person (the checks are the flow's). */
export async function replacePersonLabels(tx: Tx, poolId: number, personId: number, labelIds: readonly number[]) {
  await tx.delete(personLabels).where(and(eq(personLabels.poolId, poolId), eq(personLabels.personId, personId)));
  if (labelIds.length) await tx.insert(personLabels).values(labelIds.map((labelId) => ({ poolId, personId, labelId })));
}
