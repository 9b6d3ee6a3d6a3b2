import { sql } from 'drizzle-orm';
import { roundReportValue, type ReportData } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import type { ReportContext, ReportModule } from './report-module';
import { DAY_TOTALS } from './report-sources';
import { column, sortRows } from '../domain/report-tables';

interface SubstituteRow {
  id: number;
  name: string;
  contract_hours: number;
  contract_wtf: number;
  dayparts: number;
  planned_wtf: number;
  branches: number;
  last_planned: string | null;
}

const COLUMNS = [
  column('name', 'text', true),
  column('contract_hours', 'hours', true),
  column('contract_wtf', 'wtf', true),
  column('dayparts', 'count', true),
  column('planned_wtf', 'wtf', true),
  column('use_rate', 'percent', true),
  column('branches', 'count', true),
  column('last_planned', 'date', true),
];

const DAY_MS = 86_400_000;

/**
 * How much of a contract the period used, in percent (docs/reports.md): the planned WTF over the
 * contract's WTF a week times the period's weeks; 0 without a contract WTF.
 */
export function useRate(plannedWtf: number, contractWtf: number, from: string, to: string): number {
  const weeks = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) + DAY_MS) / (7 * DAY_MS);
  return contractWtf > 0 ? (plannedWtf / (contractWtf * weeks)) * 100 : 0;
}

async function run(tx: Tx, context: ReportContext): Promise<ReportData> {
  const { caller, filter, sorting } = context;
  const contractCondition = context.branchCondition(sql`c.branch_id`);
  const daypartCondition = context.branchCondition(sql`d.branch_id`);
  const rows = await rowsOf<SubstituteRow>(
    tx,
    sql`with contracted as (
        select c.person_id, coalesce(sum(c.hours), 0)::float8 as hours, coalesce(sum(c.wtf), 0)::float8 as wtf
        from masterdata.contract_directory c
        where c.pool_id = ${caller.poolId} and c.start_date <= ${filter.period_to} and (c.end_date is null or c.end_date >= ${filter.period_from})
          ${contractCondition ? sql`and ${contractCondition}` : sql``}
        group by c.person_id),
      planned as (
        select d.person_id, sum(d.dayparts)::int as dayparts, coalesce(sum(d.wtf), 0)::float8 as wtf, count(distinct d.branch_id)::int as branches,
          to_char(max(d.date), 'YYYY-MM-DD') as last_planned
        from ${DAY_TOTALS} d
        where d.pool_id = ${caller.poolId} and d.state = 'planned' and d.date between ${filter.period_from} and ${filter.period_to}
          ${daypartCondition ? sql`and ${daypartCondition}` : sql``}
        group by d.person_id)
      select c.person_id as id, p.full_name as name, c.hours as contract_hours, c.wtf as contract_wtf,
        coalesce(x.dayparts, 0) as dayparts, coalesce(x.wtf, 0)::float8 as planned_wtf, coalesce(x.branches, 0) as branches, x.last_planned
      from contracted c join masterdata.person_report_directory p on p.id = c.person_id and p.pool_id = ${caller.poolId}
        left join planned x on x.person_id = c.person_id
      where not p.archived
      order by p.full_name`,
  );
  const figures = [
    { key: 'substitutes', label: 'reports.figures.substitutes', kind: 'count' as const, value: rows.length },
    { key: 'dayparts', label: 'reports.figures.dayparts', kind: 'count' as const, value: rows.reduce((a, r) => a + r.dayparts, 0) },
  ];
  if (!rows.length) return { figures, tabs: [], tables: [], empty: 'no_data' };
  const table = rows.map((r) => ({
    id: r.id,
    name: r.name,
    contract_hours: roundReportValue('hours', r.contract_hours),
    contract_wtf: roundReportValue('wtf', r.contract_wtf),
    dayparts: r.dayparts,
    planned_wtf: roundReportValue('wtf', r.planned_wtf),
    use_rate: roundReportValue('percent', useRate(r.planned_wtf, r.contract_wtf, filter.period_from, filter.period_to)),
    branches: r.branches,
    last_planned: r.last_planned,
  }));
  return {
    figures,
    tabs: [],
    tables: [{ key: 'substitutes', title: 'reports.tables.substitutes', columns: COLUMNS, rows: sortRows(table, sorting) }],
    empty: null,
  };
}

/** Substitutes (RPT-SUB-01, designed in docs/reports.md): the persons with a contract in the period, their contract and how much of it was planned. */
export const substitutesReport: ReportModule<ReportData> = { key: 'substitutes', sortable: COLUMNS.map((c) => c.key), run };
