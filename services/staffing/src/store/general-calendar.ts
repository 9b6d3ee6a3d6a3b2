import { sql, type SQL } from 'drizzle-orm';
import {
  OPEN_STATES,
  requestStatus,
  type CalendarPanelWeek,
  type DaypartNumber,
  type DaypartState,
  type GeneralCalendarDays,
} from '@app/contracts';
import { rowsOf, type ListRequest, type Tx } from '@app/service-kit';
import { reasonForAbsenceDirectory, branchDetailDirectory, personDetailDirectory } from '@app/contracts/published-views/masterdata';
import { calendarCounts, requestDates, requests } from '../db/schema';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { filterConditions, filterIds, searchCondition, type ListContext } from './request-list';
import { scopeCondition, subtreeOf } from './scope';

const openStates = sql.raw(OPEN_STATES.map((s) => `'${s}'`).join(', '));

/** What the caller narrows the requests by: the personal filter (branches), the list's filters and its search. */
function narrowing(ctx: ListContext, request: Pick<ListRequest, 'filters' | 'search'>): SQL[] {
  return [
    scopeCondition(sql`r.branch_id`, ctx.poolId, ctx.scope),
    ...filterConditions(ctx, request.filters, dateInAmsterdam(ctx.now)),
    request.search ? searchCondition(ctx.poolId, request.search) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/**
 * The conditions on the request `r` the general calendar shares with the request list: the pool,
 * live, the caller's branches (the personal filter), and the list's filters and search.
 */
const requestConditions = (ctx: ListContext, request: Pick<ListRequest, 'filters' | 'search'>): SQL =>
  sql.join([sql`r.pool_id = ${ctx.poolId}`, sql`r.deleted_at is null`, ...narrowing(ctx, request)], sql` and `);

type CountedState = Exclude<DaypartState, 'removed'>;

/** Filters the kept counts can answer: none, or schools (a branch and the branches below it). */
const countable = (request: Pick<ListRequest, 'filters' | 'search'>): boolean =>
  !request.search && Object.entries(request.filters).every(([key, values]) => key === 'branch' || values.length === 0);

type DayRow = { date: string; daypart: number; state: CountedState; count: number };

/**
 * The kept counts (ADR 0097) of the period, in the caller's branches and the chosen schools: a few
 * thousand rows instead of a school year of dayparts.
 */
function countedDays(tx: Tx, ctx: ListContext, branches: readonly number[] | null, period: { start: string; end: string }) {
  const conditions = [
    sql`c.pool_id = ${ctx.poolId}`,
    sql`c.date between ${period.start} and ${period.end}`,
    scopeCondition(sql`c.branch_id`, ctx.poolId, ctx.scope),
    // like the request list, a school filter naming no valid school matches nothing
    branches === null
      ? undefined
      : branches.length
        ? sql`(${sql.join(
            branches.map((id) => sql`c.branch_id in ${subtreeOf(ctx.poolId, id)}`),
            sql` or `,
          )})`
        : sql`false`,
  ].filter((c): c is SQL => c !== undefined);
  return rowsOf<DayRow>(
    tx,
    sql`select to_char(c.date, 'YYYY-MM-DD') as date, c.daypart, c.state, sum(c.n)::int as count
    from ${calendarCounts} c where ${sql.join(conditions, sql` and `)}
    group by c.date, c.daypart, c.state having sum(c.n) > 0
    order by c.date, c.daypart`,
  );
}

/** Every other filter: one query over request_dates of the filtered requests, grouped by date, daypart and state. */
function scannedDays(tx: Tx, ctx: ListContext, request: Pick<ListRequest, 'filters' | 'search'>, period: { start: string; end: string }) {
  return rowsOf<DayRow>(
    tx,
    sql`select to_char(d.date, 'YYYY-MM-DD') as date, d.daypart, d.state, count(*)::int as count
    from ${requestDates} d
    where d.pool_id = ${ctx.poolId} and d.date between ${period.start} and ${period.end} and d.state <> 'removed'
      and d.request_id in (select r.id from ${requests} r where ${requestConditions(ctx, request)})
    group by d.date, d.daypart, d.state
    order by d.date, d.daypart`,
  );
}

/**
 * GET calendar (CAL-MARK-01): per date and daypart of the period, how many live request dayparts
 * of the filtered requests it holds, by state. Unfiltered or filtered by school, from the counts
 * kept per date, daypart, branch and state; with any other filter or a search, from the dayparts.
 */
export async function generalCalendarDays(
  tx: Tx,
  ctx: ListContext,
  request: Pick<ListRequest, 'filters' | 'search'>,
  period: { start: string; end: string },
): Promise<GeneralCalendarDays> {
  const rows = countable(request)
    ? await countedDays(tx, ctx, request.filters.branch?.length ? filterIds(request.filters.branch) : null, period)
    : await scannedDays(tx, ctx, request, period);
  const days: GeneralCalendarDays = {};
  for (const { date, daypart, state, count } of rows) {
    const dayparts = (days[date] ??= { dayparts: {} }).dayparts;
    const counts = (dayparts[daypart as DaypartNumber] ??= { total: 0, open: 0, invited: 0, reserved: 0, planned: 0, closed: 0 });
    counts[state] += count;
    counts.total += count;
  }
  return days;
}

interface PanelRow {
  monday: string;
  week: number;
  number: number;
  branch_name: string | null;
  absentee_name: string | null;
  reason: string | null;
  first_date: string;
  last_date: string;
  dayparts: number;
  completed_dayparts: number;
  dayparts_count: number;
  open_dayparts: number;
  first_open_date: string | null;
}

/**
 * GET calendar/requests (CAL-PAGE-02): the filtered requests with a live daypart on the selected
 * dates, grouped by ISO week; a request is completed in a week when none of its dayparts on that
 * week's selected days is still open. One query; the names come from master data's views.
 */
export async function calendarPanel(
  tx: Tx,
  ctx: ListContext,
  request: Pick<ListRequest, 'filters' | 'search'>,
  dates: readonly string[],
): Promise<CalendarPanelWeek[]> {
  const rows = await rowsOf<PanelRow>(
    tx,
    sql`with hits as (
      select date_trunc('week', d.date)::date as monday, r.id, r.number, r.branch_id, r.absentee_person_id, r.reason_for_absence_id,
        r.dayparts_count, r.open_dayparts, r.first_open_date,
        min(d.date) as first_date, max(d.date) as last_date, count(*)::int as dayparts,
        count(*) filter (where d.state not in (${openStates}))::int as completed_dayparts
      from ${requestDates} d join ${requests} r on r.id = d.request_id
      where d.pool_id = ${ctx.poolId} and d.date = any(${`{${dates.join(',')}}`}::date[]) and d.state <> 'removed'
        and ${requestConditions(ctx, request)}
      group by 1, r.id
    )
    select to_char(h.monday, 'YYYY-MM-DD') as monday, extract(week from h.monday)::int as week,
      h.number, b.name as branch_name, p.full_name as absentee_name, a.description as reason,
      to_char(h.first_date, 'YYYY-MM-DD') as first_date, to_char(h.last_date, 'YYYY-MM-DD') as last_date, h.dayparts, h.completed_dayparts,
      h.dayparts_count, h.open_dayparts, to_char(h.first_open_date, 'YYYY-MM-DD') as first_open_date
    from hits h
    left join ${branchDetailDirectory} b on b.id = h.branch_id
    left join ${personDetailDirectory} p on p.id = h.absentee_person_id
    left join ${reasonForAbsenceDirectory} a on a.id = h.reason_for_absence_id
    order by h.monday, h.first_date, h.number`,
  );
  const today = dateInAmsterdam(ctx.now);
  const weeks: CalendarPanelWeek[] = [];
  for (const row of rows) {
    let week = weeks[weeks.length - 1];
    if (week?.monday !== row.monday) weeks.push((week = { week: row.week, monday: row.monday, completed: 0, total: 0, requests: [] }));
    const completed = row.completed_dayparts === row.dayparts;
    week.total++;
    if (completed) week.completed++;
    week.requests.push({
      number: row.number,
      status: requestStatus(
        { dayparts_count: row.dayparts_count, open_dayparts: row.open_dayparts, first_open_date: row.first_open_date },
        today,
      ),
      branch_name: row.branch_name ?? '',
      absentee_name: row.absentee_name,
      reason: row.reason,
      first_date: row.first_date,
      last_date: row.last_date,
      dayparts: row.dayparts,
      completed_dayparts: row.completed_dayparts,
    });
  }
  return weeks;
}
