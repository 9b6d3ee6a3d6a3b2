import { sql } from 'drizzle-orm';
import { SUBSTITUTE_DAYPART_STATUSES, type ReportData } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import type { ReportContext, ReportModule } from './report-module';
import { idList } from './report-scope';
import { DAY_TOTALS, weekendWorkingDays } from './report-sources';
import { scheduleReport, type DateStatusCount } from '../domain/schedule-grid';
import { shownWeekdays } from '../domain/week-grid';

async function run(tx: Tx, context: ReportContext): Promise<ReportData> {
  const { caller, filter } = context;
  const persons = filter.person?.length ? filter.person : null;
  const branchCondition = context.branchCondition(sql`d.branch_id`);
  const planned = await rowsOf<DateStatusCount>(
    tx,
    sql`select to_char(d.date, 'YYYY-MM-DD') as date, 'planned' as status, sum(d.dayparts)::int as count
      from ${DAY_TOTALS} d
      where d.pool_id = ${caller.poolId} and d.state = 'planned' and d.person_id is not null
        and d.date between ${filter.period_from} and ${filter.period_to}
        ${branchCondition ? sql`and ${branchCondition}` : sql``}
        ${persons ? sql`and d.person_id in (${idList(persons)})` : sql``}
      group by 1`,
  );
  // availability is a person's, not a branch's: within branches it counts the persons with a contract there
  const contractCondition = context.branchCondition(sql`c.branch_id`);
  const marks = await rowsOf<DateStatusCount>(
    tx,
    sql`select to_char(a.date, 'YYYY-MM-DD') as date, a.state as status, count(*)::int as count
          from staffing.availability_directory a
          where a.pool_id = ${caller.poolId} and a.state in ('available', 'absent')
            and a.date between ${filter.period_from} and ${filter.period_to}
            ${persons ? sql`and a.person_id in (${idList(persons)})` : sql``}
            ${
              contractCondition
                ? sql`and a.person_id in (select c.person_id from masterdata.contract_directory c where c.pool_id = ${caller.poolId} and ${contractCondition})`
                : sql``
            }
          group by 1, 2`,
  );
  const weekdays = shownWeekdays(await weekendWorkingDays(tx, caller.poolId));
  return scheduleReport([...planned, ...marks], SUBSTITUTE_DAYPART_STATUSES, { from: filter.period_from, to: filter.period_to }, weekdays);
}

/** Schedule substitutes (RPT-SCH-01..03): the substitutes' dayparts per week and day, available, planned and absent. */
export const scheduleSubstitutesReport: ReportModule<ReportData> = { key: 'schedule-substitutes', run };
