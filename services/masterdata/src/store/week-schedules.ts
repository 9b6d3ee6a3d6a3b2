import { sql } from 'drizzle-orm';
import { BranchTypeFlagMessages } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { refuseUnlessTypeAllows } from './branch-type-allowances';
import { branches, schedules, weekSchedules } from '../db/schema';
import { entityStore, type ApiRecord } from './entity-store';
import { refuseUnknownIds, idsOf } from './known-ids';
import { branchInScope, branchWriteScope, inIds, type ListDefinition, outer } from './list-query';
import { referencedBy, refuseArchiveWhileInUse } from './usage-checks';

const branchName = sql<string | null>`(select b.name from ${branches} b where b.id = ${outer(weekSchedules.branchId)})`;

export const weekScheduleList: ListDefinition = {
  table: weekSchedules,
  fields: {
    id: weekSchedules.id,
    name: weekSchedules.name,
    branch_id: weekSchedules.branchId,
    branch_name: branchName,
    segment_count: sql<number>`jsonb_array_length(${weekSchedules.segments})`,
    archived: sql<boolean>`${weekSchedules.archivedAt} is not null`,
  },
  sortable: { name: sql`lower(${weekSchedules.name})`, branch_name: sql`lower(${branchName})` },
  defaultSort: { column: 'name', order: 'asc' },
  filters: { branch: inIds(weekSchedules.branchId) },
  search: [weekSchedules.name],
  // a week schedule without a branch serves the whole pool; one of a board serves its schools
  scope: branchInScope(weekSchedules.branchId, true),
  writeScope: branchWriteScope(weekSchedules.branchId),
};

/** A live branch of the pool, whose type has schedules (ADR 0110); none is the whole pool. */
async function refuseUnknownBranch(tx: Tx, poolId: number, record: ApiRecord) {
  await refuseUnknownIds(tx, branches, poolId, idsOf(record.branch_id), 'branch_id', 'Branch', true);
  await refuseUnlessTypeAllows(tx, poolId, record.branch_id, 'hasSchedule', 'branch_id', BranchTypeFlagMessages.noWeekSchedules);
}

export const WEEK_SCHEDULE_IN_USE = 'A week schedule used by a schedule cannot be removed.';

export const weekScheduleStore = entityStore(weekSchedules, {
  hooks: {
    beforeWrite: refuseUnknownBranch,
    beforeArchive: refuseArchiveWhileInUse([referencedBy(schedules, schedules.weekScheduleId)], WEEK_SCHEDULE_IN_USE),
  },
});
