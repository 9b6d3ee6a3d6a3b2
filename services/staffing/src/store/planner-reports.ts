import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { reportedStates, type DueReport, type ReportDaypart } from '../domain/mails/planner-reports';
import { plannerReportRuns } from '../db/schema';

/** The condition on a daypart `d` that the report tells of it. */
const statesOf = (report: DueReport) =>
  sql`d.state in (${sql.join(
    reportedStates(report.kind).map((s) => sql`${s}`),
    sql`, `,
  )})`;

/**
 * The pools with something to report for `report` (a daypart of its dates in a state it tells of,
 * on a live request) and no run of it yet: read across pools by the job's system connection.
 */
export async function poolsToReport(tx: Tx, report: DueReport): Promise<number[]> {
  const rows = await rowsOf<{ pool_id: number }>(
    tx,
    sql`select distinct d.pool_id from staffing.request_dates d
        join staffing.requests q on q.pool_id = d.pool_id and q.id = d.request_id and q.deleted_at is null
        where d.date between ${report.from}::date and ${report.to}::date and ${statesOf(report)}
          and not exists (select 1 from staffing.planner_report_runs r
                          where r.pool_id = d.pool_id and r.kind = ${report.kind} and r.day = ${report.day}::date)
        order by d.pool_id`,
  );
  return rows.map((r) => r.pool_id);
}

/**
 * Per person who holds `right` on a live profile of the pool (or is a sysadmin's), the dayparts of
 * the report's dates in a state it tells of of the live requests within that profile's scope (the entire pool,
 * or its branch and the branches below: the right and the scope are the same profile's, as for the
 * new-request mail, ADR 0331); each daypart once per person, in date order.
 */
export async function reportDayparts(tx: Tx, poolId: number, right: string, report: DueReport): Promise<Map<number, ReportDaypart[]>> {
  const bare = right.replace(/^PERMISSION_/, '');
  const rows = await rowsOf<{
    person_id: number;
    request_id: number;
    number: number;
    branch: string | null;
    date: string;
    daypart: 1 | 2;
    state: ReportDaypart['state'];
  }>(
    tx,
    sql`with recursive tree(ancestor, id) as (
          select id, id from masterdata.branch_detail_directory where pool_id = ${poolId}
          union all
          select t.ancestor, b.id from masterdata.branch_detail_directory b join tree t on b.parent_id = t.id
        ),
        holders as (
          select distinct r.person_id, (r.is_sysadmin or r.view_entire_pool) as whole, p.branch_id
          from identity.profile_rights r join identity.profile_directory p on p.id = r.profile_id
          where r.pool_id = ${poolId} and r.person_id is not null and (r.is_sysadmin or ${bare} = any(r.rights))
        )
        select distinct h.person_id, q.id as request_id, q.number, b.name as branch,
               to_char(d.date, 'YYYY-MM-DD') as date, d.daypart, d.state
        from holders h
        join staffing.requests q on q.pool_id = ${poolId} and q.deleted_at is null
          and (h.whole or exists (select 1 from tree t where t.ancestor = h.branch_id and t.id = q.branch_id))
        join staffing.request_dates d on d.pool_id = q.pool_id and d.request_id = q.id
        left join masterdata.branch_detail_directory b on b.pool_id = q.pool_id and b.id = q.branch_id
        where d.date between ${report.from}::date and ${report.to}::date and ${statesOf(report)}
        order by h.person_id, date, d.daypart, q.number`,
  );
  const byPerson = new Map<number, ReportDaypart[]>();
  for (const r of rows) {
    const daypart: ReportDaypart = {
      requestId: r.request_id,
      number: r.number,
      branch: r.branch ?? '',
      date: r.date,
      daypart: r.daypart,
      state: r.state,
    };
    byPerson.set(r.person_id, [...(byPerson.get(r.person_id) ?? []), daypart]);
  }
  return byPerson;
}

/**
 * Claims the pool's run of `report`, with the mails it writes: true when this transaction inserted
 * it; false when a run of the day is there (another process's, waited for until it commits, or one
 * before a restart): then this one must write nothing.
 */
export async function claimReportRun(tx: Tx, poolId: number, report: DueReport, mails: number, now: Date): Promise<boolean> {
  const claimed = await tx
    .insert(plannerReportRuns)
    .values({ poolId, kind: report.kind, day: report.day, mails, ranAt: now })
    .onConflictDoNothing()
    .returning({ id: plannerReportRuns.id });
  return claimed.length > 0;
}
