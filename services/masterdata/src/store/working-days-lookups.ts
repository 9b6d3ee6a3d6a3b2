import { and, asc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { absenceGroups, branches, periods, reasonsForAbsence, reasonsForDaypart, schedules, vacations, weekSchedules } from '../db/schema';
import { matching, parentCondition, type Lookup } from './lookup';
import type { ListDefinition, TenantTable } from './list-query';
import { reasonForAbsenceList } from './reasons-for-absence';
import { scheduleList } from './schedules';
import { vacationList } from './vacations';
import { weekScheduleList } from './week-schedules';

/** How a select list narrows: to a list's personal filter (kept per branch), to its parent's value. */
interface Narrowing {
  list?: ListDefinition;
  byParent?: (parentId: number) => SQL;
}

/**
 * One select list: the live rows of a table as { id, name } (plus extras), narrowed by the search
 * box (a literal, case-insensitive match, FILTER-23) and ordered by `order`.
 */
const liveOptions =
  (table: TenantTable, name: SQLWrapper, order: SQLWrapper, extra: Record<string, SQLWrapper> = {}, narrowing: Narrowing = {}): Lookup =>
  (tx, poolId, search, { option, within }) =>
    tx
      .select({ id: table.id, name: name as SQL<string>, ...(extra as Record<string, SQL>) })
      .from(table as PgTable)
      .where(
        and(
          eq(table.poolId, poolId),
          isNull(table.archivedAt),
          matching(name, search),
          narrowing.list ? within(narrowing.list) : undefined,
          narrowing.byParent ? parentCondition(option, narrowing.byParent) : undefined,
        ),
      )
      .orderBy(asc(order)) as Promise<{ id: number; name: string }[]>;

/** The vacations of a period: those overlapping its dates (a schedule leaves them out). */
const overlappingPeriod = (periodId: number) =>
  sql`exists (select 1 from ${periods} p where p.id = ${periodId} and p.start_date <= ${vacations.endDate} and p.end_date >= ${vacations.startDate})`;

/** A branch and every branch above it: a board's schedule serves its schools (REQ-CREATE-05). */
const branchAndAncestors = (branchId: number) =>
  sql`(with recursive up(id, parent_id) as (
    select ${branches.id}, ${branches.parentId} from ${branches} where ${branches.id} = ${branchId}
    union all select b.id, b.parent_id from ${branches} b join up on b.id = up.parent_id) select id from up)`;

/** Select lists of the schedule, request and daypart forms (GET inputs), by get_key. */
export const WORKING_DAYS_LOOKUPS: Record<string, Lookup> = {
  week_schedules: liveOptions(weekSchedules, weekSchedules.name, weekSchedules.name, {}, { list: weekScheduleList }),
  // option: a period (the schedule form's period)
  vacations: liveOptions(
    vacations,
    vacations.name,
    vacations.startDate,
    { start_date: vacations.startDate, end_date: vacations.endDate },
    { list: vacationList, byParent: overlappingPeriod },
  ),
  absence_groups: liveOptions(absenceGroups, absenceGroups.name, absenceGroups.name),
  // a request offers only active reasons (MD-ABS-01 'active'); option: an absence group
  reasons_for_absence: (tx, poolId, search, { option, within }) =>
    tx
      .select({
        id: reasonsForAbsence.id,
        name: reasonsForAbsence.description,
        code: reasonsForAbsence.code,
        absentee_required: reasonsForAbsence.absenteeRequired,
      })
      .from(reasonsForAbsence)
      .where(
        and(
          eq(reasonsForAbsence.poolId, poolId),
          isNull(reasonsForAbsence.archivedAt),
          eq(reasonsForAbsence.active, true),
          matching(reasonsForAbsence.description, search),
          within(reasonForAbsenceList),
          parentCondition(option, (groupId) => eq(reasonsForAbsence.absenceGroupId, groupId)),
        ),
      )
      .orderBy(asc(reasonsForAbsence.code)),
  // the request form's schedule (depends on its branch): live schedules of active periods made for
  // the branch, for a branch above it, or for every branch
  schedules: (tx, poolId, search, { option, within }) =>
    tx
      .select({
        id: schedules.id,
        name: sql<string>`concat_ws(' - ', ${schedules.name}, nullif(${schedules.nameAddition}, ''))`,
        period_id: schedules.periodId,
      })
      .from(schedules)
      .innerJoin(periods, eq(periods.id, schedules.periodId))
      .where(
        and(
          eq(schedules.poolId, poolId),
          isNull(schedules.archivedAt),
          isNull(periods.archivedAt),
          eq(periods.active, true),
          matching(schedules.name, search),
          within(scheduleList),
          parentCondition(
            option,
            (branchId) => sql`(${schedules.branchId} is null or ${schedules.branchId} in ${branchAndAncestors(branchId)})`,
          ),
        ),
      )
      .orderBy(asc(periods.startDate), asc(schedules.name)),
  // spec 000: inputs[reason_for_dayparts][search]; the daypart dialog keeps those of its action
  reason_for_dayparts: liveOptions(reasonsForDaypart, reasonsForDaypart.reason, reasonsForDaypart.reason, {
    action: reasonsForDaypart.action,
    // the dialog asks the comment of a reason that requires one (REQ-DP-02)
    comment: reasonsForDaypart.comment,
  }),
};
