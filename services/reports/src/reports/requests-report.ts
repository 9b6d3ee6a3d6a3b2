import { sql } from 'drizzle-orm';
import { type ReportData, type ReportRow, type ReportTable } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import type { ReportContext, ReportModule } from './report-module';
import { idList } from './report-scope';
import { requestMonthTotalDirectory } from '../db/staffing-views';
import { boardOf, branchTree, DAYPARTS, DEFAULT_DAYPART_WTF, poolSetting } from './report-sources';
import { column, sortRows, TALLY_COLUMNS } from './report-tables';
import { addDayparts, emptyTally, sumTallies, tallyFigures, tallyRow, type RequestTally } from './requests-figures';

interface GroupRow {
  branch_id: number | null;
  reason_id: number | null;
  month: string | null;
  state: string | null;
  dayparts: number;
  wtf: number;
  requests: number;
  g: number;
}

// grouping(branch_id, reason_id, month, state): a set bit is a column the row is NOT grouped by
const BY_STATE = { branch: 6, reason: 10, month: 12, all: 14 } as const;
const BY_REQUESTS = { branch: 7, reason: 11, month: 13, all: 15 } as const;

/** The first day of a period's first month and of its last month, when the period is whole months; else null. */
export function wholeMonths(from: string, to: string): { first: string; last: string } | null {
  const next = new Date(`${to}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return from.endsWith('-01') && next.getUTCDate() === 1 ? { first: from, last: `${to.slice(0, 7)}-01` } : null;
}

/**
 * The groups from staffing's month totals (ADR 0096), for a period of whole months without the
 * length filter: sums per state as kept, and the requests of a month as kept there (once a month
 * each); a request counts once in the period in the row of its first month there (its previous
 * month with dayparts lies before the period).
 */
function readMonthGroups(tx: Tx, context: ReportContext, months: { first: string; last: string }): Promise<GroupRow[]> {
  const { caller, filter } = context;
  const branchCondition = context.branchCondition(sql`t.branch_id`);
  return rowsOf<GroupRow>(
    tx,
    sql`with t as (
      select t.branch_id, t.reason_id, to_char(t.month, 'YYYY-MM') as month, t.state, t.dayparts,
        t.wtf + t.wtf_missing * ${String(DEFAULT_DAYPART_WTF)}::numeric as w, t.requests, t.prev_month < ${months.first}::date as first
      from ${requestMonthTotalDirectory} t
      where t.pool_id = ${caller.poolId} and t.month between ${months.first}::date and ${months.last}::date
        ${branchCondition ? sql`and ${branchCondition}` : sql``}
        ${filter.reason_for_absence?.length ? sql`and t.reason_id in (${idList(filter.reason_for_absence)})` : sql``}
    )
    select branch_id, reason_id, month, state, sum(dayparts)::int as dayparts, coalesce(sum(w), 0)::float8 as wtf,
      (case when grouping(month) = 0 then sum(requests) else coalesce(sum(requests) filter (where first), 0) end)::int as requests,
      grouping(branch_id, reason_id, month, state)::int as g
    from t
    group by grouping sets ((branch_id, state), (reason_id, state), (month, state), (state), (branch_id), (reason_id), (month), ())`,
  );
}

/** The dayparts of the period grouped by branch, reason and month, each by state, and the distinct requests of each group. */
async function readGroups(tx: Tx, context: ReportContext): Promise<GroupRow[]> {
  const { caller, filter } = context;
  const months = filter.length ? null : wholeMonths(filter.period_from, filter.period_to);
  if (months) return readMonthGroups(tx, context, months);
  // a period that cuts a month, or the length filter (a request's days in all its months), reads the dayparts
  const longAfter = filter.length ? await poolSetting(tx, caller.poolId, 'short_long_period_definition') : 0;
  const lengthCondition = filter.length
    ? sql`and (select count(distinct x.date) from ${DAYPARTS} x where x.pool_id = ${caller.poolId} and x.request_id = p.request_id) ${
        filter.length === 'long' ? sql`>` : sql`<=`
      } ${longAfter}`
    : sql``;
  const branchCondition = context.branchCondition(sql`d.branch_id`);
  // one pass over the dayparts down to a row per request, month and state; the grouping sets run on those
  return rowsOf<GroupRow>(
    tx,
    sql`with per as (
      select d.request_id, to_char(d.date, 'YYYY-MM') as month, d.state, count(*)::int as n, coalesce(sum(d.wtf), 0)::float8 as w
      from ${DAYPARTS} d
      where d.pool_id = ${caller.poolId} and d.date between ${filter.period_from} and ${filter.period_to}
        ${branchCondition ? sql`and ${branchCondition}` : sql``}
      group by 1, 2, 3
    ), base as (
      select p.request_id, p.month, p.state, p.n, p.w, r.branch_id, r.reason_for_absence_id as reason_id
      from per p join staffing.request_directory r on r.id = p.request_id
      where r.pool_id = ${caller.poolId}
        ${filter.reason_for_absence?.length ? sql`and r.reason_for_absence_id in (${idList(filter.reason_for_absence)})` : sql``}
        ${lengthCondition}
    )
    select branch_id, reason_id, month, state, sum(n)::int as dayparts, sum(w)::float8 as wtf,
      count(distinct request_id)::int as requests, grouping(branch_id, reason_id, month, state)::int as g
    from base
    group by grouping sets ((branch_id, state), (reason_id, state), (month, state), (state), (branch_id), (reason_id), (month), ())`,
  );
}

type Dimension = keyof typeof BY_STATE;
const keyOf = (row: GroupRow, dimension: Dimension): string =>
  dimension === 'branch'
    ? String(row.branch_id)
    : dimension === 'reason'
      ? String(row.reason_id)
      : dimension === 'month'
        ? String(row.month)
        : '';

/** Tallies per value of each dimension, from the grouping sets. */
export function talliesOf(rows: GroupRow[]): Record<Dimension, Map<string, RequestTally>> {
  const out = { branch: new Map(), reason: new Map(), month: new Map(), all: new Map() } as Record<Dimension, Map<string, RequestTally>>;
  for (const row of rows)
    for (const dimension of Object.keys(BY_STATE) as Dimension[]) {
      const key = keyOf(row, dimension);
      const tally = out[dimension].get(key) ?? emptyTally();
      if (row.g === BY_STATE[dimension]) out[dimension].set(key, addDayparts(tally, row.state ?? '', row.dayparts, row.wtf));
      else if (row.g === BY_REQUESTS[dimension]) out[dimension].set(key, { ...tally, requests: row.requests });
    }
  return out;
}

const table = (key: string, first: string, rows: ReportRow[], totals?: ReportRow): ReportTable => ({
  key,
  title: `reports.tables.${key}`,
  columns: [column(first, 'text', true), ...TALLY_COLUMNS],
  rows,
  ...(totals ? { totals } : {}),
});

async function run(tx: Tx, context: ReportContext): Promise<ReportData> {
  const { caller, sorting } = context;
  const tallies = talliesOf(await readGroups(tx, context));
  const total = tallies.all.get('') ?? emptyTally();
  if (total.dayparts === 0) return { figures: tallyFigures(total), tabs: [], tables: [], empty: 'no_data' };

  const branches = new Map((await branchTree(tx, caller.poolId)).map((b) => [Number(b.id), { ...b, id: Number(b.id) }]));
  const reasons = await rowsOf<{ id: number; description: string }>(
    tx,
    sql`select id, description from masterdata.reason_for_absence_directory where pool_id = ${caller.poolId}`,
  );
  const reasonName = new Map(reasons.map((r) => [String(r.id), r.description]));

  const months = [...tallies.month.entries()].sort(([a], [b]) => a.localeCompare(b));
  // charts by name, whatever order the groups come in
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'nl');
  const byReason = [...tallies.reason.entries()].map(([id, t]) => ({ name: reasonName.get(id) ?? id, t })).sort(byName);
  const byBranch = [...tallies.branch.entries()]
    .map(([id, t]) => ({ id: Number(id), name: branches.get(Number(id))?.name ?? id, t }))
    .sort(byName);
  const boards = new Map<number, { name: string; tallies: RequestTally[] }>();
  for (const b of byBranch) {
    const board = boardOf(branches, b.id);
    const entry = boards.get(board?.id ?? b.id) ?? { name: board?.name ?? b.name, tallies: [] };
    entry.tallies.push(b.t);
    boards.set(board?.id ?? b.id, entry);
  }
  const namedRows = (list: { id?: number; name: string; t: RequestTally }[]) =>
    sortRows(
      [...list].sort(byName).map((x) => ({ ...(x.id ? { id: x.id } : {}), name: x.name, ...tallyRow(x.t) })),
      sorting,
    );

  return {
    figures: tallyFigures(total),
    tabs: [
      {
        key: 'per_month',
        label: 'reports.tabs.per_month',
        charts: [
          {
            key: 'dayparts_per_month',
            title: 'reports.charts.dayparts_per_month',
            kind: 'bar',
            labels: months.map(([m]) => m),
            series: (['dayparts_count', 'dayparts_replaced', 'dayparts_closed'] as const).map((k) => ({
              key: k,
              label: `reports.columns.${k}`,
              data: months.map(([, t]) => tallyRow(t)[k] as number),
            })),
          },
        ],
        tables: [
          table(
            'per_month',
            'month',
            months.map(([m, t]) => ({ month: m, ...tallyRow(t) })),
          ),
        ],
      },
      {
        key: 'per_reason',
        label: 'reports.tabs.per_reason',
        charts: [
          {
            key: 'dayparts_per_reason',
            title: 'reports.charts.dayparts_per_reason',
            kind: 'pie',
            labels: byReason.map((r) => r.name),
            series: [{ key: 'dayparts_count', label: 'reports.columns.dayparts_count', data: byReason.map((r) => r.t.dayparts) }],
          },
        ],
        tables: [table('per_reason', 'name', namedRows(byReason))],
      },
      {
        key: 'per_branch',
        label: 'reports.tabs.per_branch',
        charts: [
          {
            key: 'replacement_rate_per_branch',
            title: 'reports.charts.replacement_rate_per_branch',
            kind: 'bar',
            labels: byBranch.map((b) => b.name),
            series: [
              {
                key: 'replacement_rate',
                label: 'reports.columns.replacement_rate',
                data: byBranch.map((b) => tallyRow(b.t).replacement_rate as number),
              },
            ],
          },
        ],
        tables: [table('per_branch', 'name', namedRows(byBranch))],
      },
    ],
    tables: [
      table('board_totals', 'name', namedRows([...boards.entries()].map(([id, b]) => ({ id, name: b.name, t: sumTallies(b.tallies) }))), {
        name: 'reports.totals',
        ...tallyRow(total),
      }),
    ],
    empty: null,
  };
}

/** The requests report (RPT-REQ-01/02): key figures, tabs per month, reason and branch, and the board totals. */
export const requestsReport: ReportModule<ReportData> = {
  key: 'requests',
  sortable: ['name', ...TALLY_COLUMNS.map((c) => c.key)],
  run,
};
