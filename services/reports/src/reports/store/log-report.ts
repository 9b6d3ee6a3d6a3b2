import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { Messages, recordId, type ReportData } from '@app/contracts';
import { branchInScope, notFound, rowsOf, type Tx } from '@app/service-kit';
import type { ReportContext, ReportModule } from './report-module';
import { column, sortRows } from '../domain/report-tables';

/** The most log rows one answer holds: the newest ones (docs/reports.md). */
export const LOG_REPORT_LIMIT = 1000;

const COLUMNS = [
  column('at', 'text', true),
  column('request', 'count', true),
  column('branch', 'text', true),
  column('event', 'text', true),
  column('author', 'text', true),
];

/** `filter[request]`: the number of one request (the route log/:id), whose whole log the report shows. */
export const logFilterSchema = z.object({ request: recordId().optional() });
type LogFilter = z.infer<typeof logFilterSchema>;

/** The request a log is asked for must be one of the caller's pool and branches: else 404, as if it did not exist. */
async function checkRequest(tx: Tx, context: ReportContext<LogFilter>, number: number): Promise<void> {
  const { poolId, scope } = context.caller;
  const [found] = await rowsOf<{ branch_id: number }>(
    tx,
    sql`select branch_id from staffing.request_directory where pool_id = ${poolId} and number = ${number}
      union all select branch_id from staffing.request_log_directory where pool_id = ${poolId} and request_number = ${number}
      limit 1`,
  );
  if (!found || !(await branchInScope(tx, poolId, scope, Number(found.branch_id))))
    throw notFound(Messages.notFound.replace('{{id}}', String(number)));
}

async function run(tx: Tx, context: ReportContext<LogFilter>): Promise<ReportData> {
  const { caller, filter, sorting } = context;
  const request = context.extra.request;
  if (request !== undefined) await checkRequest(tx, context, request);
  const condition = context.branchCondition(sql`l.branch_id`);
  // one request's log is shown whole: the period narrows the log of all requests only
  const narrowing =
    request !== undefined
      ? sql`l.request_number = ${request}`
      : sql`(l.at at time zone 'Europe/Amsterdam')::date between ${filter.period_from} and ${filter.period_to}`;
  const rows = await rowsOf<{ id: number; at: string; request: number; branch: string; event: string; author: string }>(
    tx,
    sql`select l.id, to_char(l.at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD HH24:MI') as at, l.request_number as request,
        b.name as branch, 'reports.events.' || l.event as event, l.author_name as author
      from staffing.request_log_directory l join masterdata.branch_detail_directory b on b.id = l.branch_id and b.pool_id = l.pool_id
      where l.pool_id = ${caller.poolId} and ${narrowing}
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

/**
 * Logs (RPT-LOG-01): the request log of the period, newest first: when, which request and branch,
 * what, by whom; with `filter[request]` (log/:id, LOG_VIEW) the whole log of that one request.
 */
export const logReport: ReportModule<ReportData, LogFilter> = {
  key: 'log',
  sortable: COLUMNS.map((c) => c.key),
  filterSchema: logFilterSchema,
  namesItem: (extra) => extra.request !== undefined,
  run,
};
