import { and, asc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { absenceGroups, reasonsForAbsence, reasonsForDaypart, vacations, weekSchedules } from '../db/schema';
import { containsPattern } from '../domain/list/list-request';
import type { Lookup } from './inputs';
import type { TenantTable } from './list-query';

/**
 * One select list: the live rows of a table as { id, name } (plus extras), narrowed by the search
 * box (a literal, case-insensitive match, FILTER-23) and ordered by `order`.
 */
const liveOptions =
  (table: TenantTable, name: SQLWrapper, order: SQLWrapper, extra: Record<string, SQLWrapper> = {}): Lookup =>
  (tx, poolId, search) =>
    tx
      .select({ id: table.id, name: name as SQL<string>, ...(extra as Record<string, SQL>) })
      .from(table as PgTable)
      .where(and(eq(table.poolId, poolId), isNull(table.archivedAt), search?.trim() ? sql`${name} ilike ${containsPattern(search.trim())}` : undefined))
      .orderBy(asc(order)) as Promise<{ id: number; name: string }[]>;

/** Select lists of the schedule, request and daypart forms (GET inputs), by get_key. */
export const WORKING_DAYS_LOOKUPS: Record<string, Lookup> = {
  week_schedules: liveOptions(weekSchedules, weekSchedules.name, weekSchedules.name),
  vacations: liveOptions(vacations, vacations.name, vacations.startDate, { start_date: vacations.startDate, end_date: vacations.endDate }),
  absence_groups: liveOptions(absenceGroups, absenceGroups.name, absenceGroups.name),
  // a request offers only active reasons (MD-ABS-01 'active')
  reasons_for_absence: (tx, poolId, search) =>
    tx
      .select({ id: reasonsForAbsence.id, name: reasonsForAbsence.description, code: reasonsForAbsence.code, absentee_required: reasonsForAbsence.absenteeRequired })
      .from(reasonsForAbsence)
      .where(
        and(
          eq(reasonsForAbsence.poolId, poolId),
          isNull(reasonsForAbsence.archivedAt),
          eq(reasonsForAbsence.active, true),
          search?.trim() ? sql`${reasonsForAbsence.description} ilike ${containsPattern(search.trim())}` : undefined,
        ),
      )
      .orderBy(asc(reasonsForAbsence.code)),
  // spec 000: inputs[reason_for_dayparts][search]; the daypart dialog keeps those of its action
  reason_for_dayparts: liveOptions(reasonsForDaypart, reasonsForDaypart.reason, reasonsForDaypart.reason, { action: reasonsForDaypart.action }),
};
