import { sql, type SQL } from 'drizzle-orm';
import { firstOpenBounds } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import type { ReportContext } from './report-module';
import { idList } from './report-scope';
import { DAYPARTS, poolSetting } from './report-sources';
import type { GroupRow } from './requests-report';

/**
 * The first-open filter (RPT-MENU-10): the requests whose first open daypart lies in the range
 * counted from today. It moves every day, so no kept total holds it: the dayparts of those requests
 * are read (the index on the requests' first open date narrows them first).
 */
function firstOpenCondition(context: ReportContext): SQL {
  const { caller, filter } = context;
  if (!filter.first_open) return sql``;
  const { from, to } = firstOpenBounds(filter.first_open, caller.today);
  return sql`and d.request_id in (select f.id from staffing.request_directory f where f.pool_id = ${caller.poolId}
    ${from ? sql`and f.first_open_date >= ${from}::date` : sql`and f.first_open_date is not null`}
    ${to ? sql`and f.first_open_date <= ${to}::date` : sql``})`;
}

/**
 * The requests report's groups read from every daypart of the period: the report's answer with the
 * first-open filter, and the reference the tests hold the kept totals' answer against (ADR 0096/0107).
 */
export async function readDaypartGroups(tx: Tx, context: ReportContext): Promise<GroupRow[]> {
  const { caller, filter } = context;
  const longAfter = filter.length ? await poolSetting(tx, caller.poolId, 'short_long_period_definition') : 0;
  const lengthCondition = filter.length
    ? sql`and (select count(distinct x.date) from ${DAYPARTS} x where x.pool_id = ${caller.poolId} and x.request_id = p.request_id) ${
        filter.length === 'long' ? sql`>` : sql`<=`
      } ${longAfter}`
    : sql``;
  const branchCondition = context.branchCondition(sql`d.branch_id`);
  return rowsOf<GroupRow>(
    tx,
    sql`with per as (
      select d.request_id, to_char(d.date, 'YYYY-MM') as month, d.state, count(*)::int as n, coalesce(sum(d.wtf), 0)::float8 as w
      from ${DAYPARTS} d
      where d.pool_id = ${caller.poolId} and d.date between ${filter.period_from} and ${filter.period_to}
        ${branchCondition ? sql`and ${branchCondition}` : sql``} ${firstOpenCondition(context)}
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
