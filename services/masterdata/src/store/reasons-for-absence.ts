import { sql } from 'drizzle-orm';
import { unprocessable, type Tx } from '@app/service-kit';
import { absenceGroups, branches, reasonsForAbsence } from '../db/schema';
import { REASON_MESSAGES } from '../domain/reasons-for-absence/reason-for-absence-input';
import { entityStore, type ApiRecord } from './entity-store';
import { idsOf, isLiveInPool, refuseUnknownIds } from './known-ids';
import { branchListFilter, branchListInScope, branchListWriteScope, inIds, isTrueFlag, type ListDefinition, outer } from './list-query';
import { uniqueInPool } from './unique-in-pool';

const groupName = sql<string | null>`(select g.name from ${absenceGroups} g where g.id = ${outer(reasonsForAbsence.absenceGroupId)})`;

export const reasonForAbsenceList: ListDefinition = {
  table: reasonsForAbsence,
  fields: {
    id: reasonsForAbsence.id,
    code: reasonsForAbsence.code,
    description: reasonsForAbsence.description,
    external_code: reasonsForAbsence.externalCode,
    vf_code: reasonsForAbsence.vfCode,
    absence_group_id: reasonsForAbsence.absenceGroupId,
    absence_group_name: groupName,
    active: reasonsForAbsence.active,
    branch_ids: reasonsForAbsence.branchIds,
    chain_info: reasonsForAbsence.chainInfo,
    substitute_required: reasonsForAbsence.substituteRequired,
    absentee_required: reasonsForAbsence.absenteeRequired,
    pool_tool: reasonsForAbsence.poolTool,
    archived: sql<boolean>`${reasonsForAbsence.archivedAt} is not null`,
  },
  sortable: {
    code: sql`lower(${reasonsForAbsence.code})`,
    description: sql`lower(${reasonsForAbsence.description})`,
    absence_group_name: sql`lower(${groupName})`,
    vf_code: reasonsForAbsence.vfCode,
    active: reasonsForAbsence.active,
    substitute_required: reasonsForAbsence.substituteRequired,
  },
  defaultSort: { column: 'code', order: 'asc' },
  filters: {
    absence_group: inIds(reasonsForAbsence.absenceGroupId),
    active: isTrueFlag(reasonsForAbsence.active),
    // a reason without branches holds for every branch
    branch: branchListFilter(reasonsForAbsence.branchIds),
  },
  search: [reasonsForAbsence.code, reasonsForAbsence.description],
  scope: branchListInScope(reasonsForAbsence.branchIds),
  writeScope: branchListWriteScope(reasonsForAbsence.branchIds),
};

async function refuseUnknownReferences(tx: Tx, poolId: number, record: ApiRecord) {
  await refuseUnknownIds(tx, absenceGroups, poolId, idsOf(record.absence_group_id), 'absence_group_id', 'Absence group', true);
  await refuseUnknownIds(tx, branches, poolId, idsOf(record.branch_ids), 'branch_ids', 'Branches');
}

const refuseTakenCode = uniqueInPool(reasonsForAbsence, reasonsForAbsence.code, 'code', REASON_MESSAGES.codeTaken);

/** A reason comes back only into a live group (its group may have gone once every reason was archived). */
async function refuseArchivedGroup(tx: Tx, poolId: number, record: ApiRecord) {
  if (!(await isLiveInPool(tx, absenceGroups, poolId, record.absence_group_id as number)))
    throw unprocessable({ _: [REASON_MESSAGES.groupArchived] });
}

export const reasonForAbsenceStore = entityStore(reasonsForAbsence, {
  hooks: {
    beforeWrite: async (tx, poolId, record, id) => {
      await refuseTakenCode(tx, poolId, record, id);
      await refuseUnknownReferences(tx, poolId, record);
    },
    beforeUnarchive: refuseArchivedGroup,
  },
});
