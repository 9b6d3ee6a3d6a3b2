import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

/**
 * The kept report totals (ADR 0096, 0107): after every kind of write the day totals, the month totals
 * and the request day totals equal the same sums taken from the dayparts themselves (on PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
let env: StaffingEnv;
let ids: DemoIds;
let token: string;
let pool: number;

// the live dayparts of live requests, with the values the totals sum
const live = () => sql`(select d.*, r.branch_id, r.reason_for_absence_id as absence_reason_id, coalesce(d.person_id, 0) as person,
    coalesce((d.segment->>'wtf')::numeric, 0) as w, (d.segment->>'wtf' is null)::int as w_missing, staffing.daypart_hours(d.segment) as h
  from staffing.request_dates d join staffing.requests r on r.id = d.request_id
  where d.pool_id = ${pool} and d.state <> 'removed' and r.deleted_at is null)`;

async function dayTotals() {
  const db = env.deps.db.db;
  const kept = await rowsOf(
    db,
    sql`select date::text as date, branch_id, state, person_id, dayparts, wtf::numeric(12, 6)::text as wtf, wtf_missing, hours::numeric(12, 6)::text as hours
      from staffing.daypart_day_totals where pool_id = ${pool} and dayparts <> 0 order by 1, 2, 3, 4`,
  );
  const recounted = await rowsOf(
    db,
    sql`select date::text as date, branch_id, state, person as person_id, count(*)::int as dayparts, sum(w)::numeric(12, 6)::text as wtf,
        sum(w_missing)::int as wtf_missing, sum(h)::numeric(12, 6)::text as hours
      from ${live()} x group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  return [kept, recounted];
}

// each request's live dates with its place (ADR 0107): the date before with dayparts, and its days in all
const places =
  () => sql`(select request_id, date, coalesce(lag(date) over (partition by request_id order by date), '-infinity'::date) as prev_date,
    (count(*) over (partition by request_id))::int as days
  from (select distinct request_id, date from ${live()} x) y)`;

async function monthTotals() {
  const db = env.deps.db.db;
  const kept = await rowsOf(
    db,
    sql`select branch_id, reason_id, month::text as month, prev_month::text as prev_month, prev_date::text as prev_date, days, state, requests, dayparts,
        wtf::numeric(12, 6)::text as wtf, wtf_missing, hours::numeric(12, 6)::text as hours
      from staffing.request_month_totals where pool_id = ${pool} and dayparts <> 0 order by 1, 2, 3, 4, 5, 6, 7`,
  );
  // each request's months with the month before and the date before the month's first, its requests counted once a month on its first state
  const recounted = await rowsOf(
    db,
    sql`with per as (
        select request_id, branch_id, absence_reason_id as reason_id, date_trunc('month', date)::date as month, state, count(*)::int as n, sum(w) as w,
          sum(w_missing)::int as w_missing, sum(h) as h
        from ${live()} x group by 1, 2, 3, 4, 5),
      months as (select distinct on (request_id, date_trunc('month', date)) request_id, date_trunc('month', date)::date as month, prev_date, days
        from ${places()} z order by request_id, date_trunc('month', date), date),
      prev as (select request_id, month, prev_date, days, coalesce(lag(month) over (partition by request_id order by month), '-infinity'::date) as prev_month
        from months),
      firsts as (select request_id, month, min(state) as state from per group by 1, 2)
      select p.branch_id, p.reason_id, p.month::text as month, v.prev_month::text as prev_month, v.prev_date::text as prev_date, v.days, p.state,
        count(f.request_id)::int as requests, sum(p.n)::int as dayparts, sum(p.w)::numeric(12, 6)::text as wtf, sum(p.w_missing)::int as wtf_missing,
        sum(p.h)::numeric(12, 6)::text as hours
      from per p join prev v using (request_id, month) left join firsts f on f.request_id = p.request_id and f.month = p.month and f.state = p.state
      group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7`,
  );
  return [kept, recounted];
}

async function requestDayTotals() {
  const db = env.deps.db.db;
  const kept = await rowsOf(
    db,
    sql`select branch_id, reason_id, date::text as date, prev_date::text as prev_date, days, state, requests, dayparts,
        wtf::numeric(12, 6)::text as wtf, wtf_missing, hours::numeric(12, 6)::text as hours
      from staffing.request_day_totals where pool_id = ${pool} and dayparts <> 0 order by 1, 2, 3, 4, 5, 6`,
  );
  // each request's dates with its place, its requests counted once a date on its first state
  const recounted = await rowsOf(
    db,
    sql`with per as (
        select request_id, branch_id, absence_reason_id as reason_id, date, state, count(*)::int as n, sum(w) as w,
          sum(w_missing)::int as w_missing, sum(h) as h
        from ${live()} x group by 1, 2, 3, 4, 5),
      firsts as (select request_id, date, min(state) as state from per group by 1, 2)
      select p.branch_id, p.reason_id, p.date::text as date, v.prev_date::text as prev_date, v.days, p.state,
        count(f.request_id)::int as requests, sum(p.n)::int as dayparts, sum(p.w)::numeric(12, 6)::text as wtf, sum(p.w_missing)::int as wtf_missing,
        sum(p.h)::numeric(12, 6)::text as hours
      from per p join ${places()} v using (request_id, date) left join firsts f on f.request_id = p.request_id and f.date = p.date and f.state = p.state
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`,
  );
  return [kept, recounted];
}

const expectInStep = async () => {
  for (const [kept, recounted] of [await dayTotals(), await monthTotals(), await requestDayTotals()]) {
    expect(recounted!.length).toBeGreaterThan(0);
    expect(kept).toEqual(recounted);
  }
};

const call = async (method: string, path: string, body?: Record<string, unknown>) => {
  const res = await env.server.call(method, path, { token, body });
  expect([res.status, res.body.meta?.errors]).toEqual([method === 'POST' && path === '/api/request' ? 201 : 200, undefined]);
  return res.body.data;
};

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  token = await env.token(pool, [...PLANNER_RIGHTS]);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

it('holds the demo year as loaded (the bulk insert of the seed)', expectInStep);

it('follows planning with segments, closing, removing and adding dayparts across months, moves of branch and reason, deletion', async () => {
  const created = (await call('POST', '/api/request', {
    branch: ids.kompas,
    schedule: ids.schedule,
    reason_for_absence: ids.reason.ZK,
    absentee_person: ids.teachers[3],
    dates: { '2027-04-13': [1, 2], '2027-05-11': [1, 2], '2027-06-01': [1] },
  })) as { id: number };
  await expectInStep();
  const act = (body: Record<string, unknown>) => call('POST', `/api/request/${created.id}/dates`, body);
  await act({ action: 'plan', dayparts: { '2027-04-13': [1, 2] }, person: ids.person('lotte.visser@demo.invalpool.nl') });
  await act({ action: 'close', dayparts: { '2027-05-11': [2] }, reason: ids.daypartReason.close });
  await expectInStep();
  // the middle month emptied: June's previous month becomes April, and May again when a daypart comes back
  await act({ action: 'close', dayparts: { '2027-05-11': [1] }, reason: ids.daypartReason.close });
  await act({ action: 'delete', dayparts: { '2027-05-11': [1, 2] }, reason: ids.daypartReason.delete });
  await expectInStep();
  await act({ action: 'add', dayparts: { '2027-05-13': [2] }, reason: ids.daypartReason.add });
  await expectInStep();
  const write = (statement: ReturnType<typeof sql>) => env.deps.db.withPool(pool, (tx) => tx.execute(statement));
  // a segment's WTF and hours (extra time included), then one without WTF
  await write(sql`update staffing.request_dates d set segment = '{"start_work_time":"08:30","end_work_time":"12:15","extra_time":"00:20","wtf":0.1234}'::jsonb
    from staffing.requests r where r.id = d.request_id and r.number = ${created.id} and d.date = '2027-04-13'`);
  await write(sql`update staffing.request_dates d set segment = '{"start_work_time":"13:00","end_work_time":"15:00"}'::jsonb
    from staffing.requests r where r.id = d.request_id and r.number = ${created.id} and d.date = '2027-05-13'`);
  await expectInStep();
  await write(sql`update staffing.requests set branch_id = ${ids.regenboog} where number = ${created.id}`);
  await expectInStep();
  await write(
    sql`update staffing.requests set reason_for_absence_id = ${Object.values(ids.reason).find((id) => id !== ids.reason.ZK)!} where number = ${created.id}`,
  );
  await expectInStep();
  await write(sql`update staffing.requests set deleted_at = now() where number = ${created.id}`);
  await expectInStep();
  await write(sql`update staffing.requests set deleted_at = null where number = ${created.id}`);
  await expectInStep();
  await write(
    sql`delete from staffing.request_dates d using staffing.requests r where r.id = d.request_id and r.number = ${created.id} and d.date = '2027-06-01'`,
  );
  await expectInStep();
});
