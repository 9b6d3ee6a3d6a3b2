import { sql } from 'drizzle-orm';
import { REQUEST_DAYPART_STATUSES, type ReportData } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import type { ReportContext, ReportModule } from './report-module';
import { DAY_TOTALS, weekendWorkingDays } from './report-sources';
import { scheduleReport, type DateStatusCount } from '../domain/schedule-grid';
import { shownWeekdays } from '../domain/week-grid';

/** A daypart's state as the request schedule counts it (RPT-SCH-03): invited is still open, planned is filled. */
const STATUS_OF = sql`case d.state when 'planned' then 'filled' when 'invited' then 'open' else d.state end`;

async function run(tx: Tx, context: ReportContext): Promise<ReportData> {
  const { caller, filter } = context;
  const branchCondition = context.branchCondition(sql`d.branch_id`);
  const rows = await rowsOf<DateStatusCount>(
    tx,
    sql`select to_char(d.date, 'YYYY-MM-DD') as date, ${STATUS_OF} as status, sum(d.dayparts)::int as count
      from ${DAY_TOTALS} d
      where d.pool_id = ${caller.poolId} and d.date between ${filter.period_from} and ${filter.period_to}
        ${branchCondition ? sql`and ${branchCondition}` : sql``}
      group by 1, 2`,
  );
  const weekdays = shownWeekdays(await weekendWorkingDays(tx, caller.poolId));
  return scheduleReport(rows, REQUEST_DAYPART_STATUSES, { from: filter.period_from, to: filter.period_to }, weekdays);
}

/** Schedule requests (RPT-SCH-01..03): the requests' dayparts per week and day, open, filled, closed and reserved. */
export const scheduleRequestsReport: ReportModule<ReportData> = { key: 'schedule-requests', run };
