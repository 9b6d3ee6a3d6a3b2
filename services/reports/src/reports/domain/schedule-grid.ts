import type { ReportData } from '@app/contracts';
import { column } from './report-tables';
import { isoWeek, weekGrid } from './week-grid';

export interface DateStatusCount {
  date: string;
  status: string;
  count: number;
}

/**
 * A schedule report's answer (RPT-SCH-01/02/03): the totals per status as key figures, a chart of
 * the statuses per week, and the week-by-day table whose cells count the dayparts by status.
 */
export function scheduleReport(
  rows: DateStatusCount[],
  statuses: readonly string[],
  period: { from: string; to: string },
  weekdays: number[],
): ReportData {
  const byDate = new Map<string, Record<string, number>>();
  const totals: Record<string, number> = Object.fromEntries(statuses.map((s) => [s, 0]));
  const byWeek = new Map<string, Record<string, number>>();
  for (const r of rows) {
    if (!statuses.includes(r.status)) continue;
    const day = byDate.get(r.date) ?? {};
    day[r.status] = (day[r.status] ?? 0) + r.count;
    byDate.set(r.date, day);
    totals[r.status] = (totals[r.status] ?? 0) + r.count;
    const week = byWeek.get(isoWeek(r.date)) ?? {};
    week[r.status] = (week[r.status] ?? 0) + r.count;
    byWeek.set(isoWeek(r.date), week);
  }
  const figures = statuses.map((s) => ({ key: s, label: `reports.statuses.${s}`, kind: 'count' as const, value: totals[s] ?? 0 }));
  if (!byDate.size) return { figures, tabs: [], tables: [], empty: 'no_data' };
  const weeks = [...byWeek.keys()].sort();
  return {
    figures,
    charts: [
      {
        key: 'statuses_per_week',
        title: 'reports.charts.statuses_per_week',
        kind: 'bar',
        labels: weeks,
        series: statuses.map((s) => ({ key: s, label: `reports.statuses.${s}`, data: weeks.map((w) => byWeek.get(w)?.[s] ?? 0) })),
      },
    ],
    tabs: [],
    tables: [
      {
        key: 'weeks',
        title: 'reports.tables.weeks',
        columns: [column('week', 'text'), ...weekdays.map((d) => column(`day_${d}`, 'statuses'))],
        rows: weekGrid(period.from, period.to, byDate, weekdays),
      },
    ],
    empty: null,
  };
}
