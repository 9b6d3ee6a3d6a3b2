import { sql } from 'drizzle-orm';
import { REQUEST_DAYPART_STATUSES, type BubblePoint, type ReportData, type ReportRow } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import type { ReportContext, ReportModule } from './report-module';
import { DAY_TOTALS } from './report-sources';
import { column } from '../domain/report-tables';
import { isoWeek } from '../domain/week-grid';

interface WeekCount {
  day: string;
  kind: string;
  count: number;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * When the period's requests were reported (RPT-MENU-12's bubble chart): per hour of the day (x, 0
 * to 23) and weekday (y, 0 Monday to 6 Sunday) in Amsterdam, the number of requests (the size).
 */
async function reportedAt(tx: Tx, context: ReportContext): Promise<BubblePoint[]> {
  const { caller, filter } = context;
  const condition = context.branchCondition(sql`r.branch_id`);
  const local = sql`(r.created_at at time zone 'Europe/Amsterdam')`;
  return rowsOf<BubblePoint>(
    tx,
    sql`select extract(hour from ${local})::int as x, (extract(isodow from ${local})::int - 1) as y, count(*)::int as size
      from staffing.request_directory r
      where r.pool_id = ${caller.poolId} and ${local}::date between ${filter.period_from} and ${filter.period_to}
        ${condition ? sql`and ${condition}` : sql``}
      group by 1, 2 order by 2, 1`,
  );
}

async function run(tx: Tx, context: ReportContext): Promise<ReportData> {
  const { caller, filter } = context;
  const requestCondition = context.branchCondition(sql`r.branch_id`);
  const daypartCondition = context.branchCondition(sql`d.branch_id`);
  const logCondition = context.branchCondition(sql`l.branch_id`);
  const local = (column: unknown) => sql`to_char((${column} at time zone 'Europe/Amsterdam')::date, 'YYYY-MM-DD')`;
  const counts = await rowsOf<WeekCount>(
    tx,
    sql`select ${local(sql`r.created_at`)} as day, 'new_requests' as kind, count(*)::int as count
      from staffing.request_directory r
      where r.pool_id = ${caller.poolId} and (r.created_at at time zone 'Europe/Amsterdam')::date between ${filter.period_from} and ${filter.period_to}
        ${requestCondition ? sql`and ${requestCondition}` : sql``}
      group by 1
    union all
    select to_char(d.date, 'YYYY-MM-DD'), case d.state when 'planned' then 'filled' when 'invited' then 'open' else d.state end, sum(d.dayparts)::int
      from ${DAY_TOTALS} d
      where d.pool_id = ${caller.poolId} and d.date between ${filter.period_from} and ${filter.period_to}
        ${daypartCondition ? sql`and ${daypartCondition}` : sql``}
      group by 1, 2
    union all
    select ${local(sql`l.at`)}, 'events', count(*)::int
      from staffing.request_log_directory l
      where l.pool_id = ${caller.poolId} and (l.at at time zone 'Europe/Amsterdam')::date between ${filter.period_from} and ${filter.period_to}
        ${logCondition ? sql`and ${logCondition}` : sql``}
      group by 1`,
  );
  const kinds = ['new_requests', ...REQUEST_DAYPART_STATUSES, 'events'];
  const weeks = new Map<string, Record<string, number>>();
  for (const c of counts) {
    const week = weeks.get(isoWeek(c.day)) ?? Object.fromEntries(kinds.map((k) => [k, 0]));
    week[c.kind] = (week[c.kind] ?? 0) + c.count;
    weeks.set(isoWeek(c.day), week);
  }
  const labels = [...weeks.keys()].sort();
  const total = (kind: string) => labels.reduce((a, w) => a + (weeks.get(w)![kind] ?? 0), 0);
  const figures = [
    { key: 'requests_count', label: 'reports.figures.requests_count', kind: 'count' as const, value: total('new_requests') },
    { key: 'events', label: 'reports.figures.events', kind: 'count' as const, value: total('events') },
  ];
  if (!labels.length) return { figures, tabs: [], tables: [], empty: 'no_data' };
  const rows: ReportRow[] = labels.map((w) => ({ week: w, ...weeks.get(w)! }));
  const reported = await reportedAt(tx, context);
  return {
    figures,
    charts: [
      {
        key: 'timeline',
        title: 'reports.charts.timeline',
        kind: 'line',
        labels,
        series: kinds.map((k) => ({ key: k, label: `reports.columns.${k}`, data: labels.map((w) => weeks.get(w)![k] ?? 0) })),
      },
      {
        key: 'reported_at',
        title: 'reports.charts.reported_at',
        kind: 'bubble',
        labels: WEEKDAYS.map((d) => `reports.weekdays.${d}`),
        series: [{ key: 'new_requests', label: 'reports.columns.new_requests', data: reported.map((p) => p.size) }],
        points: reported,
      },
    ],
    tabs: [],
    tables: [
      {
        key: 'timeline',
        title: 'reports.tables.timeline',
        columns: [column('week', 'text'), ...kinds.map((k) => column(k, 'count'))],
        rows,
      },
    ],
    empty: null,
  };
}

/**
 * Timeline (RPT-TL-01, designed in docs/reports.md): per week the new requests, the dayparts by
 * status and the logged events; and when the requests were reported, a bubble chart (RPT-MENU-12).
 */
export const timelineReport: ReportModule<ReportData> = { key: 'timeline', run };
