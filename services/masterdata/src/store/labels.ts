import { and, eq, ne, sql } from 'drizzle-orm';
import { unprocessable, type Tx } from '@app/service-kit';
import { labelGroups, labels, personLabels } from '../db/schema';
import { INVALID_LABEL_GROUP, LABEL_IN_USE } from '../domain/labels/label-input';
import { NAME_TAKEN } from '../domain/validation/field-schemas';
import { entityStore, type ApiRecord } from './entity-store';
import { isLiveInPool } from './known-ids';
import { inIds, outer, type ListDefinition } from './list-query';

const groupOf = <T>(column: T) => sql`(select ${column} from ${labelGroups} where ${labelGroups.id} = ${outer(labels.labelGroupId)})`;
const groupName = groupOf(labelGroups.name);
const personsCount = sql<number>`(select count(*)::int from ${personLabels} where ${personLabels.labelId} = ${outer(labels.id)})`;

export const labelList: ListDefinition = {
  table: labels,
  fields: {
    id: labels.id,
    name: labels.name,
    label_group_id: labels.labelGroupId,
    label_group_name: groupName,
    color: groupOf(labelGroups.color),
    persons_count: personsCount,
    archived: sql<boolean>`${labels.archivedAt} is not null`,
  },
  sortable: { name: sql`lower(${labels.name})`, label_group_name: sql`lower(${groupName})`, persons_count: personsCount },
  defaultSort: { column: 'label_group_name', order: 'asc' },
  filters: { label_group: inIds(labels.labelGroupId) },
  search: [labels.name, groupName],
};

/** A label lives in a live group of the pool and its name is unique within the group. */
async function checkGroupAndName(tx: Tx, poolId: number, record: ApiRecord, id: number | null) {
  const groupId = record.label_group_id as number;
  if (!(await isLiveInPool(tx, labelGroups, poolId, groupId))) throw unprocessable({ label_group_id: [INVALID_LABEL_GROUP] });
  const [taken] = await tx
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(
        eq(labels.poolId, poolId),
        eq(labels.labelGroupId, groupId),
        sql`lower(${labels.name}) = lower(${record.name as string})`,
        id === null ? undefined : ne(labels.id, id),
      ),
    )
    .limit(1);
  if (taken) throw unprocessable({ name: [NAME_TAKEN] });
}

/** A label persons hold stays (their matching relies on it) until it is taken off them. */
async function refuseArchiveWhileGiven(tx: Tx, poolId: number, record: ApiRecord) {
  const [given] = await tx
    .select({ id: personLabels.labelId })
    .from(personLabels)
    .where(and(eq(personLabels.poolId, poolId), eq(personLabels.labelId, record.id as number)))
    .limit(1);
  if (given) throw unprocessable({ _: [LABEL_IN_USE] });
}

export const labelStore = entityStore(labels, {
  hooks: {
    beforeWrite: checkGroupAndName,
    beforeArchive: refuseArchiveWhileGiven,
    // a label comes back only into a live group
    beforeUnarchive: (tx, poolId, record) => checkGroupAndName(tx, poolId, record, record.id as number),
  },
});
