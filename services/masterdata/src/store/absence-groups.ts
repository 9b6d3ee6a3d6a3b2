import { sql } from 'drizzle-orm';
import { unprocessable, type Tx } from '@app/service-kit';
import { absenceGroups, reasonsForAbsence } from '../db/schema';
import { ABSENCE_GROUP_MESSAGES } from '../domain/absence-groups/absence-group-input';
import { NAME_TAKEN } from '../domain/validation/field-schemas';
import { entityStore, type ApiRecord } from './entity-store';
import { outer, type ListDefinition } from './list-query';
import { uniqueInPool } from './unique-in-pool';
import { referencedBy, refuseArchiveWhileInUse } from './usage-checks';

const liveReasons = sql<number>`(select count(*)::int from ${reasonsForAbsence} r where r.absence_group_id = ${outer(absenceGroups.id)} and r.archived_at is null)`;

export const absenceGroupList: ListDefinition = {
  table: absenceGroups,
  fields: {
    id: absenceGroups.id,
    name: absenceGroups.name,
    reason_count: liveReasons,
    // what the list shows: removable now (a protected group never; otherwise once its reasons are archived)
    deletable: sql<boolean>`${absenceGroups.deletable} and ${liveReasons} = 0`,
    archived: sql<boolean>`${absenceGroups.archivedAt} is not null`,
  },
  sortable: { name: sql`lower(${absenceGroups.name})`, reason_count: liveReasons },
  defaultSort: { column: 'name', order: 'asc' },
  filters: {},
  search: [absenceGroups.name],
};

async function refuseProtected(_tx: Tx, _poolId: number, record: ApiRecord) {
  if (record.deletable === false) throw unprocessable({ _: [ABSENCE_GROUP_MESSAGES.notDeletable] });
}

const refuseWithLiveReasons = refuseArchiveWhileInUse(
  [referencedBy(reasonsForAbsence, reasonsForAbsence.absenceGroupId)],
  ABSENCE_GROUP_MESSAGES.reasonsLeft,
);

/** MD-ABS-03: a group goes only when every reason of it is archived. */
export const absenceGroupStore = entityStore(absenceGroups, {
  hooks: {
    beforeWrite: uniqueInPool(absenceGroups, absenceGroups.name, 'name', NAME_TAKEN),
    beforeArchive: async (tx, poolId, record) => {
      await refuseProtected(tx, poolId, record);
      await refuseWithLiveReasons(tx, poolId, record);
    },
  },
});
