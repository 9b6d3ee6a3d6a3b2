import { sql } from 'drizzle-orm';
import { type ReportData, type ReportRow, type ReportTable } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import type { ReportContext, ReportModule } from './report-module';
import { idList } from './report-scope';
import { requestDayTotalDirectory, requestMonthTotalDirectory } from '@app/contracts/published-views/staffing';
import { boardOf, branchTree, DEFAULT_DAYPART_WTF, poolSetting } from './report-sources';
import { column, sortRows, TALLY_COLUMNS } from '../domain/report-tables';
import { readDaypartGroups } from './requests-daypart-groups';
import { addDayparts, emptyTally, sumTallies, tallyFigures, tallyRow, type RequestTally } from '../domain/requests-figures';

export interface GroupRow {
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

const nextDay = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The whole months of a period: the first day of the first and of the last month that lie wholly
 * in it, and the last day of that last month; null when no month does.
 */
export function wholeMonths(from: string, to: string): { first: string; last: string; end: string } | null {
  const first = from.endsWith('-01') ? from : nextDay(`${from.slice(0, 7)}-01`, 32).slice(0, 8) + '01';
  const end = nextDay(to, 1).endsWith('-01') ? to : nextDay(`${to.slice(0, 7)}-01`, -1);
  return first <= end ? { first, last: `${end.slice(0, 7)}-01`, end } : null;
}

/**
 * The groups from staffing's kept totals (ADR 0096, 0107): the period's whole months from the month
 * totals, the days of the months it cuts from the request day totals, each row with its request's
 * place. A request counts once in the period on its row whose previous date with dayparts lies
 * before the period, and once in a month on its row whose previous date lies before the month's
 * part of the period; the length filter compares the request's days in all its months.
 */
export async function readGroups(tx: Tx, context: ReportContext): Promise<GroupRow[]> {
  const { caller, filter } = context;
  const from = filter.period_from;
  const months = wholeMonths(from, filter.period_to);
  const longAfter = filter.length ? await poolSetting(tx, caller.poolId, 'short_long_period_definition') : 0;
  const conditions = (alias: string) => {
    const branchCondition = context.branchCondition(sql.raw(`${alias}.branch_id`));
    return sql`${branchCondition ? sql`and ${branchCondition}` : sql``}
      ${filter.reason_for_absence?.length ? sql`and ${sql.raw(alias)}.reason_id in (${idList(filter.reason_for_absence)})` : sql``}
      ${filter.length ? sql`and ${sql.raw(alias)}.days ${filter.length === 'long' ? sql`>` : sql`<=`} ${longAfter}` : sql``}`;
  };
  const wtf = (alias: string) => sql`${sql.raw(alias)}.wtf + ${sql.raw(alias)}.wtf_missing * ${String(DEFAULT_DAYPART_WTF)}::numeric`;
  return rowsOf<GroupRow>(
    tx,
    sql`with t as (
      select m.branch_id, m.reason_id, to_char(m.month, 'YYYY-MM') as month, m.state, m.dayparts, ${wtf('m')} as w,
        m.requests as in_month, case when m.prev_date < ${from}::date then m.requests else 0 end as in_period
      from ${requestMonthTotalDirectory} m
      where ${months ? sql`m.pool_id = ${caller.poolId} and m.month between ${months.first}::date and ${months.last}::date ${conditions('m')}` : sql`false`}
      union all
      select d.branch_id, d.reason_id, to_char(d.date, 'YYYY-MM'), d.state, d.dayparts, ${wtf('d')},
        case when d.prev_date < greatest(${from}::date, date_trunc('month', d.date)::date) then d.requests else 0 end,
        case when d.prev_date < ${from}::date then d.requests else 0 end
      from ${requestDayTotalDirectory} d
      where d.pool_id = ${caller.poolId} and d.date between ${from}::date and ${filter.period_to}::date
        ${months ? sql`and d.date not between ${months.first}::date and ${months.end}::date` : sql``} ${conditions('d')}
    )
    select branch_id, reason_id, month, state, sum(dayparts)::int as dayparts, coalesce(sum(w), 0)::float8 as wtf,
      coalesce(case when grouping(month) = 0 then sum(in_month) else sum(in_period) end, 0)::int as requests,
      grouping(branch_id, reason_id, month, state)::int as g
    from t
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
  // the first-open filter moves with today, so only the dayparts answer it (RPT-MENU-10)
  const tallies = talliesOf(await (context.filter.first_open ? readDaypartGroups(tx, context) : readGroups(tx, context)));
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

/** The requests report (RPT-REQ-01/02): key figures, tabs per month, reason and branch, and the board totals; filters RPT-MENU-10. */
export const requestsReport: ReportModule<ReportData> = {
  key: 'requests',
  sortable: ['name', ...TALLY_COLUMNS.map((c) => c.key)],
  run,
};
