import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { workStateLines } from '../db/schema';
import { travelTableAmount } from './travel-table';
import { applyOneDayMinimum, dayTravel, daypartHours, daypartWtf, type SegmentTimes } from '../domain/work-state/line-amounts';

/**
 * Makes the missing work-state lines of a pool (DOMAIN 'Work state', docs/work-state.md
 * 'Materialising'): one per planned daypart of a live request whose date has passed. Run by the
 * hourly job for the whole pool, and before each read for just what the read shows (a request, a
 * date range), so a read costs one indexed anti-join when nothing is missing. Lines whose daypart
 * is no longer planned for that person, and on which nothing was done yet, go away.
 */
export interface MaterialiseScope {
  /** the request's internal id */
  requestId?: number;
  /** dates from (inclusive) */
  from?: string;
  /** dates up to (inclusive); never today or later */
  to?: string;
}

interface MissingRow {
  request_date_id: number;
  request_id: number;
  person_id: number;
  branch_id: number;
  date: string;
  daypart: number;
  segment: SegmentTimes | null;
  one_day: boolean;
  km: number | string | null;
  travelled: boolean;
  /** the branch's travel table amount of the km band, only for days before 2024 */
  table_amount: number | null;
}

const conditions = (alias: string, scope: MaterialiseScope): SQL[] =>
  [
    scope.requestId !== undefined ? sql`${sql.raw(alias)}.request_id = ${scope.requestId}` : undefined,
    scope.from !== undefined ? sql`${sql.raw(alias)}.date >= ${scope.from}` : undefined,
    scope.to !== undefined ? sql`${sql.raw(alias)}.date <= ${scope.to}` : undefined,
  ].filter((c): c is SQL => c !== undefined);

const and = (parts: SQL[]) => (parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``);

/** Returns how many lines were made and how many stale ones removed. */
export async function materialiseLines(
  tx: Tx,
  poolId: number,
  today: string,
  now: Date,
  scope: MaterialiseScope = {},
): Promise<{ made: number; removed: number }> {
  const removed = await rowsOf<{ id: number }>(
    tx,
    sql`delete from ${workStateLines} w
      where w.pool_id = ${poolId} ${and(conditions('w', scope))}
        and w.approved_at is null and w.reviewed_at is null and w.processed_at is null and w.sent_at is null
        and w.payroll_state = 'none' and w.checks = '{}'::jsonb
        and not exists (select 1 from staffing.request_dates d join staffing.requests r on r.id = d.request_id
          where d.id = w.request_date_id and d.state = 'planned' and d.person_id = w.person_id and r.deleted_at is null)
      returning w.id`,
  );
  const missing = await rowsOf<MissingRow>(
    tx,
    sql`select d.id as request_date_id, d.request_id, d.person_id, r.branch_id, to_char(d.date, 'YYYY-MM-DD') as date, d.daypart,
        d.segment, coalesce(r.period_start = r.period_end, false) as one_day, dist.km,
        ${travelTableAmount(poolId, sql`r.branch_id`, sql`dist.km`, sql`d.date`)} as table_amount,
        exists (select 1 from ${workStateLines} t where t.pool_id = ${poolId} and t.person_id = d.person_id
          and t.date = d.date and t.branch_id = r.branch_id) as travelled
      from staffing.request_dates d
      join staffing.requests r on r.id = d.request_id and r.deleted_at is null
      left join masterdata.person_branch_distance dist on dist.pool_id = ${poolId} and dist.person_id = d.person_id and dist.branch_id = r.branch_id
      where d.pool_id = ${poolId} and d.state = 'planned' and d.person_id is not null and d.date < ${today} ${and(conditions('d', scope))}
        and not exists (select 1 from ${workStateLines} w where w.pool_id = ${poolId} and w.request_date_id = d.id)
      order by d.request_id, d.date, d.daypart`,
  );
  if (!missing.length) return { made: 0, removed: removed.length };
  const rows = linesOf(missing, poolId, now);
  const made = await rowsOf<{ id: number }>(
    tx,
    sql`insert into ${workStateLines} (${sql.raw(Object.keys(rows[0]!).join(', '))})
      select ${sql.raw(Object.keys(rows[0]!).join(', '))}
      from jsonb_populate_recordset(null::staffing.work_state_lines, ${JSON.stringify(rows)}::jsonb)
      on conflict (pool_id, request_date_id) do nothing
      returning id`,
  );
  return { made: made.length, removed: removed.length };
}

/** The new lines' columns: amounts by the domain formulas, the one-day minimum per request day, travel once per person, day and branch. */
function linesOf(missing: readonly MissingRow[], poolId: number, now: Date): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const travelled = new Set<string>();
  const byDay = new Map<string, MissingRow[]>();
  for (const row of missing) {
    const key = `${row.request_id}/${row.date}`;
    byDay.set(key, [...(byDay.get(key) ?? []), row]);
  }
  for (const day of byDay.values()) {
    const base = day.map((d) => ({ wtf: daypartWtf(d.segment), hours: daypartHours(d.segment) }));
    const amounts = day[0]!.one_day ? applyOneDayMinimum(base) : base;
    day.forEach((d, i) => {
      const travelKey = `${d.person_id}/${d.date}/${d.branch_id}`;
      const first = !d.travelled && !travelled.has(travelKey);
      travelled.add(travelKey);
      const travel = dayTravel(d.date, d.km === null ? null : Number(d.km), d.table_amount === null ? null : Number(d.table_amount), first);
      out.push({
        pool_id: poolId,
        request_id: d.request_id,
        request_date_id: d.request_date_id,
        person_id: d.person_id,
        branch_id: d.branch_id,
        date: d.date,
        daypart: d.daypart,
        wtf: amounts[i]!.wtf,
        hours: amounts[i]!.hours,
        distance_total: travel.distance_total,
        travel_cost: travel.travel_cost,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
    });
  }
  return out;
}

/** The pools with live requests, the materialiser's one read across pools (its flow runs it past row-level security). */
export async function poolsWithRequests(tx: Tx): Promise<number[]> {
  const rows = await rowsOf<{ pool_id: number }>(
    tx,
    sql`select distinct pool_id from staffing.requests where deleted_at is null order by pool_id`,
  );
  return rows.map((r) => r.pool_id);
}
