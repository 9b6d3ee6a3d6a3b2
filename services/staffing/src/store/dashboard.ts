import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_CARD_KEYS,
  type DashboardCard,
  type DashboardCardKey,
  type DaypartNumber,
  type FillRateWeek,
  type PlanningItem,
} from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import {
  branchDetailDirectory,
  reasonForDaypartDirectory,
  labelDirectory,
  personDetailDirectory,
  scheduleDirectory,
} from '@app/contracts/published-views/masterdata';
import { requestDates, requests } from '../db/schema';
import { addDays, dateInAmsterdam, mondayOf } from '../domain/calendar/iso-dates';
import { scopeCondition, type RequestScope } from './scope';
import { awaitingStep } from './work-state-conditions';
import { materialiseLines } from './work-state-materialise';
import { readWorkStateSwitches } from './work-state-settings';

/** How far back a dashboard load makes missing work-state lines. */
const MATERIALISE_DAYS = 31;

/** The dayparts a request still wants filled: what the open-dayparts card and the fill rate count. */
const WANTED = sql`('open', 'invited', 'reserved')`;

/** The live dayparts of the live requests the scope sees, with a condition of the caller's. */
const scoped = (poolId: number, scope: RequestScope, where: SQL, joins: SQL = sql``) => {
  const inScope = scopeCondition(requests.branchId, poolId, scope);
  return sql`${requestDates} join ${requests} on ${requests.id} = ${requestDates.requestId} and ${requests.poolId} = ${poolId} ${joins}
    where ${requestDates.poolId} = ${poolId} and ${requests.deletedAt} is null and ${where}${inScope ? sql` and ${inScope}` : sql``}`;
};

const CARD_ICONS: Record<DashboardCardKey, string> = { open_dayparts: 'event_busy', approval: 'task_alt', processing: 'payments' };

/**
 * The cards the caller holds the right of (DASH-01..04): open dayparts from today through the next
 * six days; work-state lines awaiting approval, and awaiting processing (docs/dashboard.md 'Cards',
 * docs/work-state.md): a step that is switched off awaits nothing. The pool's missing lines are
 * made first (cheap when none is missing).
 */
export async function dashboardCards(tx: Tx, poolId: number, scope: RequestScope, now: Date, keys: readonly DashboardCardKey[]) {
  const today = dateInAmsterdam(now);
  const [counts] = await rowsOf<{ open: number }>(
    tx,
    sql`select count(*)::int as open
      from ${scoped(poolId, scope, sql`${requestDates.state} in ${WANTED} and ${requestDates.date} between ${today} and ${addDays(today, 6)}`)}`,
  );
  const awaiting = { approval: 0, processing: 0 };
  if (keys.includes('approval') || keys.includes('processing')) {
    // the last month's lines are made here (the work-state list's default range); older ones by the hourly job, so a
    // dashboard load never scans a school year of dayparts
    await materialiseLines(tx, poolId, today, now, { from: addDays(today, -MATERIALISE_DAYS) });
    const { steps } = await readWorkStateSwitches(tx, poolId);
    const inScope = scopeCondition(sql`w.branch_id`, poolId, scope);
    const [lines] = await rowsOf<{ approval: number; processing: number }>(
      tx,
      sql`select count(*) filter (where ${awaitingStep('approved', steps)})::int as approval,
          count(*) filter (where ${awaitingStep('processed', steps)})::int as processing
        from staffing.work_state_lines w where w.pool_id = ${poolId}${inScope ? sql` and ${inScope}` : sql``}`,
    );
    Object.assign(awaiting, lines);
  }
  const value: Record<DashboardCardKey, number> = { open_dayparts: counts?.open ?? 0, ...awaiting };
  return DASHBOARD_CARD_KEYS.filter((key) => keys.includes(key)).map((key): DashboardCard => ({
    key,
    text: `dashboard.cards.${key}.text`,
    sub_text: `dashboard.cards.${key}.sub`,
    value: value[key],
    icon: CARD_ICONS[key],
    default_value: 0,
  }));
}

interface PlannedRow {
  id: number;
  number: number;
  date: string;
  daypart: number;
  branch_id: number;
  branch: string;
  city: string | null;
  address: string | null;
  schedule: string;
  absentee: string | null;
  period_start: string | null;
  period_end: string | null;
  open_dayparts: number;
  first_open_date: string | null;
  labels: string[] | null;
  person_id: number | null;
  person: string | null;
  reason: string | null;
}

/**
 * The planned dayparts of today and tomorrow (DASH-05, DASH-06), one item per request and date:
 * `personId` set, the caller's own planned work (a substitute's); otherwise what the scope's
 * requests have planned (a planner's branches).
 */
export async function plannedItems(
  tx: Tx,
  poolId: number,
  scope: RequestScope,
  personId: number | null,
  today: string,
): Promise<PlanningItem[]> {
  const tomorrow = addDays(today, 1);
  const whose = personId === null ? sql`true` : sql`${requestDates.personId} = ${personId}`;
  const rows = await rowsOf<PlannedRow>(
    tx,
    sql`select ${requests.id} as id, ${requests.number} as number, ${requestDates.date}::text as date, ${requestDates.daypart} as daypart,
        ${requests.branchId} as branch_id, b.name as branch, b.city as city,
        -- 'Kerkstraat 12, 3511 AB Utrecht', as much of it as is known
        nullif(concat_ws(', ', nullif(concat_ws(' ', b.street, b.number), ''), nullif(concat_ws(' ', b.postal_code, b.city), '')), '') as address,
        s.name as schedule, a.full_name as absentee,
        ${requests.periodStart}::text as period_start, ${requests.periodEnd}::text as period_end,
        ${requests.openDayparts} as open_dayparts, ${requests.firstOpenDate}::text as first_open_date,
        (select array_agg(l.name order by l.name) from ${labelDirectory} l where l.pool_id = ${poolId} and l.id = any(${requests.labels})) as labels,
        ${requestDates.personId} as person_id, p.full_name as person, dr.reason as reason
      from ${scoped(
        poolId,
        scope,
        sql`${requestDates.state} = 'planned' and ${requestDates.date} in (${today}, ${tomorrow}) and ${whose}`,
        sql`join ${branchDetailDirectory} b on b.id = ${requests.branchId} and b.pool_id = ${poolId}
          join ${scheduleDirectory} s on s.id = ${requests.scheduleId} and s.pool_id = ${poolId}
          left join ${personDetailDirectory} a on a.id = ${requests.absenteePersonId} and a.pool_id = ${poolId}
          left join ${personDetailDirectory} p on p.id = ${requestDates.personId} and p.pool_id = ${poolId}
          left join ${reasonForDaypartDirectory} dr on dr.id = ${requestDates.reasonId} and dr.pool_id = ${poolId}`,
      )}
      order by 3, 6, 1, 4`,
  );
  return itemsOf(rows, today, tomorrow);
}

function itemsOf(rows: PlannedRow[], today: string, tomorrow: string): PlanningItem[] {
  const items = new Map<string, PlanningItem>();
  for (const row of rows) {
    const key = `${row.date}/${row.id}`;
    const item = items.get(key) ?? {
      id: row.id,
      number: row.number,
      startDate: row.date,
      priority:
        row.open_dayparts === 0
          ? 'completed'
          : row.first_open_date !== null && row.first_open_date <= tomorrow && row.first_open_date >= today
            ? 'high'
            : 'medium',
      branch: row.branch,
      branchId: row.branch_id,
      scheduleName: row.schedule,
      absentee: row.absentee,
      city: row.city,
      periodFrom: row.period_start,
      periodTo: row.period_end,
      address: row.address,
      requiredLabels: row.labels ?? [],
      dayparts: {},
    };
    item.dayparts[row.daypart as DaypartNumber] = {
      status: 'planned',
      person: row.person_id === null ? null : { id: row.person_id, full_name: row.person ?? '' },
      type: 'planned',
      reason: row.reason,
    };
    items.set(key, item);
  }
  return [...items.values()];
}

/** Wanted and planned dayparts per coming week from this week's Monday. */
export async function fillRate(tx: Tx, poolId: number, scope: RequestScope, today: string, weeks: number): Promise<FillRateWeek[]> {
  const first = mondayOf(today);
  const last = addDays(first, weeks * 7 - 1);
  const rows = await rowsOf<{ week_start: string; dayparts: number; planned: number }>(
    tx,
    sql`select date_trunc('week', ${requestDates.date})::date::text as week_start, count(*)::int as dayparts,
        count(*) filter (where ${requestDates.state} = 'planned')::int as planned
      from ${scoped(poolId, scope, sql`${requestDates.state} in ('open', 'invited', 'reserved', 'planned') and ${requestDates.date} between ${first} and ${last}`)}
      group by 1`,
  );
  const byWeek = new Map(rows.map((r) => [r.week_start, r]));
  return Array.from({ length: weeks }, (_, i) => {
    const week_start = addDays(first, i * 7);
    const row = byWeek.get(week_start);
    const dayparts = row?.dayparts ?? 0;
    const planned = row?.planned ?? 0;
    return { week_start, dayparts, planned, rate: dayparts === 0 ? null : Math.round((planned / dayparts) * 1000) / 1000 };
  });
}
