import { sql } from 'drizzle-orm';
import type { ReportData } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import type { ReportContext, ReportModule } from './report-module';
import { column, sortRows } from './report-tables';

/** The most log rows one answer holds: the newest ones (docs/reports.md). */
export const LOG_REPORT_LIMIT = 1000;

const COLUMNS = [
  column('at', 'text', true),
  column('request', 'count', true),
  column('branch', 'text', true),
  column('event', 'text', true),
  column('author', 'text', true),
];

async function run(tx: Tx, context: ReportContext): Promise<ReportData> {
  const { caller, filter, sorting } = context;
  const condition = context.branchCondition(sql`l.branch_id`);
  const rows = await rowsOf<{ id: number; at: string; request: number; branch: string; event: string; author: string }>(
    tx,
    sql`select l.id, to_char(l.at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD HH24:MI') as at, l.request_number as request,
        b.name as branch, replace(l.event, '_', ' ') as event, l.author_name as author
      from staffing.request_log_directory l join masterdata.branch_detail_directory b on b.id = l.branch_id and b.pool_id = l.pool_id
      where l.pool_id = ${caller.poolId} and (l.at at time zone 'Europe/Amsterdam')::date between ${filter.period_from} and ${filter.period_to}
        ${condition ? sql`and ${condition}` : sql``}
      order by l.at desc, l.id desc
      limit ${LOG_REPORT_LIMIT}`,
  );
  const figures = [{ key: 'events', label: 'reports.figures.events', kind: 'count' as const, value: rows.length }];
  if (!rows.length) return { figures, tabs: [], tables: [], empty: 'no_data' };
  return {
    figures,
    tabs: [],
    tables: [{ key: 'log', title: 'reports.tables.log', columns: COLUMNS, rows: sortRows(rows, sorting) }],
    empty: null,
  };
}

/** Logs (RPT-LOG-01): the request log of the period, newest first: when, which request and branch, what, by whom. */
export const logReport: ReportModule<ReportData> = { key: 'log', sortable: COLUMNS.map((c) => c.key), run };
