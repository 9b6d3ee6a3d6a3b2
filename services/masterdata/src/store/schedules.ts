import { and, inArray, isNotNull, isNull, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BranchTypeFlagMessages } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import type { AdditionalTreeRow } from '../domain/branches/branch-tree';
import { refuseUnlessTypeAllows } from './branch-type-allowances';
import { branches, periods, schedules, vacations, weekSchedules } from '../db/schema';
import { entityStore, type ApiRecord } from './entity-store';
import { idsOf, refuseUnknownIds } from './known-ids';
import { branchInScope, branchWriteScope, inIds, type ListDefinition, outer } from './list-query';

const nameOf = (table: typeof branches | typeof periods | typeof weekSchedules, id: PgColumn) =>
  sql<string | null>`(select t.name from ${table} t where t.id = ${outer(id)})`;
const branchName = nameOf(branches, schedules.branchId);
const periodName = nameOf(periods, schedules.periodId);
const weekScheduleName = nameOf(weekSchedules, schedules.weekScheduleId);

export const scheduleList: ListDefinition = {
  table: schedules,
  fields: {
    id: schedules.id,
    name: schedules.name,
    name_addition: schedules.nameAddition,
    period_id: schedules.periodId,
    period_name: periodName,
    week_schedule_id: schedules.weekScheduleId,
    week_schedule_name: weekScheduleName,
    branch_id: schedules.branchId,
    branch_name: branchName,
    vacation_ids: schedules.vacationIds,
    archived: sql<boolean>`${schedules.archivedAt} is not null`,
  },
  sortable: {
    name: sql`lower(${schedules.name})`,
    name_addition: sql`lower(${schedules.nameAddition})`,
    period_name: sql`lower(${periodName})`,
    week_schedule_name: sql`lower(${weekScheduleName})`,
    branch_name: sql`lower(${branchName})`,
  },
  defaultSort: { column: 'name', order: 'asc' },
  filters: { period: inIds(schedules.periodId), week_schedule: inIds(schedules.weekScheduleId), branch: inIds(schedules.branchId) },
  search: [schedules.name, schedules.nameAddition],
  scope: branchInScope(schedules.branchId, true),
  writeScope: branchWriteScope(schedules.branchId),
};

/** A schedule names live records only: its period, week schedule, branch and vacations. */
async function refuseUnknownReferences(tx: Tx, poolId: number, record: ApiRecord) {
  await refuseUnknownIds(tx, periods, poolId, idsOf(record.period_id), 'period_id', 'Period', true);
  await refuseUnknownIds(tx, weekSchedules, poolId, idsOf(record.week_schedule_id), 'week_schedule_id', 'Week schedule', true);
  await refuseUnknownIds(tx, branches, poolId, idsOf(record.branch_id), 'branch_id', 'Branch', true);
  // the branch's type has schedules (ADR 0110)
  await refuseUnlessTypeAllows(tx, poolId, record.branch_id, 'hasSchedule', 'branch_id', BranchTypeFlagMessages.noSchedules);
  await refuseUnknownIds(tx, vacations, poolId, idsOf(record.vacation_ids), 'vacation_ids', 'Vacations', true);
}

export const scheduleStore = entityStore(schedules, { hooks: { beforeWrite: refuseUnknownReferences } });

/** The pool's schedules of the given branches, as rows of the branch tree (archived ones when asked). */
export async function readBranchScheduleRows(
  tx: Tx,
  poolId: number,
  branchIds: readonly number[],
  includeArchived: boolean,
): Promise<AdditionalTreeRow[]> {
  if (branchIds.length === 0) return [];
  const rows = await tx
    .select({ id: schedules.id, name: schedules.name, branch_id: schedules.branchId, archived_at: schedules.archivedAt })
    .from(schedules)
    .where(
      and(
        eq(schedules.poolId, poolId),
        isNotNull(schedules.branchId),
        inArray(schedules.branchId, [...branchIds]),
        includeArchived ? undefined : isNull(schedules.archivedAt),
      ),
    );
  return rows.map((r) => ({ ...r, branch_id: r.branch_id as number }));
}
