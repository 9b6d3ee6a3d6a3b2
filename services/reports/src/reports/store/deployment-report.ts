import { sql } from 'drizzle-orm';
import { fullWeeksOf, roundReportValue, type ReportData, type ReportRow } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import type { ReportContext, ReportModule } from './report-module';
import { idList } from './report-scope';
import { DAY_TOTALS, poolSetting } from './report-sources';
import { column, sortRows } from '../domain/report-tables';

interface DeploymentRow {
  id: number;
  name: string;
  birth_date: string | null;
  wtf: number;
  hours: number;
  dayparts: number;
  days: number;
}

const COLUMNS = [
  column('name', 'text', true),
  column('wtf', 'wtf', true),
  column('hours', 'hours', true),
  column('dayparts', 'count', true),
  column('days', 'count', true),
  column('birth_date', 'date', true),
];

/** A substitute's deployment row (RPT-DEP-01), rounded by RPT-MENU-11. */
export const deploymentRow = (r: DeploymentRow): ReportRow => ({
  id: r.id,
  name: r.name,
  wtf: roundReportValue('wtf', r.wtf),
  hours: roundReportValue('hours', r.hours),
  dayparts: r.dayparts,
  days: r.days,
  birth_date: r.birth_date,
});

async function run(tx: Tx, context: ReportContext): Promise<ReportData> {
  const { caller, filter, sorting } = context;
  const branchCondition = context.branchCondition(sql`d.branch_id`);
  const rows = await rowsOf<DeploymentRow>(
    tx,
    sql`select d.person_id as id, p.full_name as name, to_char(p.birth_date, 'YYYY-MM-DD') as birth_date,
        coalesce(sum(d.wtf), 0)::float8 as wtf, coalesce(sum(d.hours), 0)::float8 as hours,
        sum(d.dayparts)::int as dayparts, count(distinct d.date)::int as days
      from ${DAY_TOTALS} d join masterdata.person_report_directory p on p.id = d.person_id and p.pool_id = d.pool_id
      where d.pool_id = ${caller.poolId} and d.state = 'planned' and d.date between ${filter.period_from} and ${filter.period_to}
        ${branchCondition ? sql`and ${branchCondition}` : sql``}
        ${filter.person?.length ? sql`and d.person_id in (${idList(filter.person)})` : sql``}
      group by d.person_id, p.full_name, p.birth_date
      order by p.full_name`,
  );
  const total = rows.reduce((a, r) => ({ wtf: a.wtf + r.wtf, hours: a.hours + r.hours, dayparts: a.dayparts + r.dayparts }), {
    wtf: 0,
    hours: 0,
    dayparts: 0,
  });
  const figures = [
    { key: 'substitutes', label: 'reports.figures.substitutes', kind: 'count' as const, value: rows.length },
    { key: 'dayparts', label: 'reports.figures.dayparts', kind: 'count' as const, value: total.dayparts },
    { key: 'wtf', label: 'reports.figures.wtf', kind: 'wtf' as const, value: roundReportValue('wtf', total.wtf) },
    { key: 'hours', label: 'reports.figures.hours', kind: 'hours' as const, value: roundReportValue('hours', total.hours) },
    // MD-SET-07: the hours as full weeks of the pool's deployment hours (a number with one decimal, shown as hours are)
    {
      key: 'full_weeks',
      label: 'reports.figures.full_weeks',
      kind: 'hours' as const,
      value: fullWeeksOf(total.hours, await poolSetting(tx, caller.poolId, 'deployment_hours')),
    },
  ];
  if (!rows.length) return { figures, tabs: [], tables: [], empty: 'no_data' };
  return {
    figures,
    tabs: [],
    tables: [
      {
        key: 'deployment',
        title: 'reports.tables.deployment',
        columns: COLUMNS,
        rows: sortRows(rows.map(deploymentRow), sorting),
        totals: {
          name: 'reports.totals',
          wtf: roundReportValue('wtf', total.wtf),
          hours: roundReportValue('hours', total.hours),
          dayparts: total.dayparts,
          days: null,
          birth_date: null,
        },
      },
    ],
    empty: null,
  };
}

/** Deployment (RPT-DEP-01): per substitute planned in the period, the WTF, hours, dayparts and days worked, with the birth date. */
export const deploymentReport: ReportModule<ReportData> = { key: 'deployment', sortable: COLUMNS.map((c) => c.key), run };
