import { sql } from 'drizzle-orm';
import type { PersonMergedEvent } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { SETUP_TIMEOUT_MS, startStaffing, type StaffingEnv } from '../testing/staffing-env';
import { applyStaffingMerge } from './merge-person';

/**
 * Staffing's part of a person merge (ADR 0099) on the demo data: what always moves, the ticked
 * availabilities and offers with the destination's marks winning, what stays behind counted, the
 * kept report totals following, and a replayed event moving nothing.
 */
let env: StaffingEnv;
let pool: number;
let from: number;
let to: number;
let request: number;

const db = () => env.deps.db.db;
const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(db(), query))[0]!.n;
const event = (): PersonMergedEvent => ({
  merge_id: 1,
  pool_id: pool,
  destination_id: to,
  other_id: from,
  other: { id: from, absences: true, request_dates: true, availabilities: true, reservations: true },
});

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  // the other: the substitute planned on the most dayparts; the destination: a teacher without plans
  [{ person_id: from }] = (await rowsOf<{ person_id: number }>(
    db(),
    sql`select person_id from staffing.request_dates where pool_id = ${pool} and person_id is not null
      group by person_id order by count(*) desc limit 1`,
  )) as [{ person_id: number }];
  to = (await env.ids(pool)).teachers.find((t) => t !== from)!;
  request = (await rowsOf<{ id: number }>(db(), sql`select min(id) as id from staffing.requests where pool_id = ${pool}`))[0]!.id;
  const mark = (person: number, date: string, daypart: number, state: string) =>
    db().execute(sql`insert into staffing.availabilities (pool_id, person_id, date, daypart, state, updated_at, updated_by_username)
      values (${pool}, ${person}, ${date}, ${daypart}, ${state}, now(), 'test') on conflict do nothing`);
  await mark(from, '2031-03-03', 1, 'available'); // the destination has none: moves
  await mark(from, '2031-03-04', 1, 'available'); // the same mark: dropped
  await mark(to, '2031-03-04', 1, 'available');
  await mark(from, '2031-03-05', 2, 'unavailable'); // a different mark: stays, counted
  await mark(to, '2031-03-05', 2, 'available');
  const offer = (person: number, hash: string) =>
    db().execute(sql`insert into staffing.offers (pool_id, kind, request_id, person_id, state, dayparts, token_hash, expires_at,
        created_at, created_by_username, created_by_name, updated_at)
      values (${pool}, 'invitation', ${request}, ${person}, 'open', '[]'::jsonb, ${hash}, now() + interval '1 day', now(), 'test', 'Test', now())
      on conflict do nothing`);
  await offer(to, `merge-test-to-${Date.now()}`);
  await offer(from, `merge-test-from-${Date.now()}`);
}, SETUP_TIMEOUT_MS);

afterAll(() => env.close());

test("moves the other's requests, dayparts, work-state lines, availabilities and offers; the destination's marks win", async () => {
  const planned = await count(sql`select count(*)::int as n from staffing.request_dates where pool_id = ${pool} and person_id = ${from}`);
  const moved = await applyStaffingMerge(env.deps, event());
  expect(moved).toMatchObject({ request_dates: planned, availabilities: 1, availabilities_left: 1, reservations_left: 1 });
  expect(await count(sql`select count(*)::int as n from staffing.request_dates where pool_id = ${pool} and person_id = ${from}`)).toBe(0);
  expect(await count(sql`select count(*)::int as n from staffing.work_state_lines where pool_id = ${pool} and person_id = ${from}`)).toBe(
    0,
  );
  const marks = await rowsOf<{ person_id: number; date: string; state: string }>(
    db(),
    sql`select person_id, date::text as date, state from staffing.availabilities
      where pool_id = ${pool} and date between '2031-03-03' and '2031-03-05' order by date, person_id`,
  );
  expect(marks).toEqual([
    { person_id: to, date: '2031-03-03', state: 'available' },
    { person_id: to, date: '2031-03-04', state: 'available' },
    ...[
      { person_id: from, date: '2031-03-05', state: 'unavailable' },
      { person_id: to, date: '2031-03-05', state: 'available' },
    ].sort((a, b) => a.person_id - b.person_id),
  ]);
  // the report totals are kept by staffing's triggers: the other person has no dayparts left there
  expect(
    await count(
      sql`select coalesce(sum(dayparts), 0)::int as n from staffing.daypart_day_totals where pool_id = ${pool} and person_id = ${from}`,
    ),
  ).toBe(0);
});

test('a replayed event moves nothing twice', async () => {
  const again = await applyStaffingMerge(env.deps, event());
  for (const [kind, n] of Object.entries(again)) if (!kind.endsWith('_left')) expect([kind, n]).toEqual([kind, 0]);
  expect(again).toMatchObject({ availabilities_left: 1, reservations_left: 1 });
});

test('a daypart both were planned on after the check stays with the other, with its line, counted as left', async () => {
  // two live dayparts of different requests on the same date and daypart: the other planned on one, the destination on the other
  const [clash] = await rowsOf<{ a: number; b: number }>(
    db(),
    sql`select d1.id as a, d2.id as b from staffing.request_dates d1
      join staffing.request_dates d2 on d2.pool_id = d1.pool_id and d2.date = d1.date and d2.daypart = d1.daypart and d2.request_id <> d1.request_id
      join staffing.requests r1 on r1.id = d1.request_id and r1.deleted_at is null
      join staffing.requests r2 on r2.id = d2.request_id and r2.deleted_at is null
      where d1.pool_id = ${pool} and d1.state <> 'removed' and d2.state <> 'removed' limit 1`,
  );
  // a daypart on a date and daypart the destination is not planned on (it holds the first test's dayparts)
  const [free] = await rowsOf<{ id: number }>(
    db(),
    sql`select d.id from staffing.request_dates d where d.pool_id = ${pool} and d.state <> 'removed' and d.person_id is distinct from ${to}
      and not exists (select 1 from staffing.request_dates t where t.pool_id = d.pool_id and t.date = d.date and t.daypart = d.daypart
        and (t.id in (${clash!.a}, ${clash!.b}) or t.person_id = ${to}))
      limit 1`,
  );
  await db().execute(sql`update staffing.request_dates set person_id = ${from} where id in (${clash!.a}, ${free!.id})`);
  await db().execute(sql`update staffing.request_dates set person_id = ${to} where id = ${clash!.b}`);
  const moved = await applyStaffingMerge(env.deps, event());
  expect(moved).toMatchObject({ request_dates: 1, request_dates_left: 1 });
  const owners = await rowsOf<{ id: number; person_id: number }>(
    db(),
    sql`select id, person_id from staffing.request_dates where id in (${clash!.a}, ${clash!.b}, ${free!.id}) order by id`,
  );
  expect(Object.fromEntries(owners.map((o) => [o.id, o.person_id]))).toEqual({ [clash!.a]: from, [clash!.b]: to, [free!.id]: to });
});

test("the other's waiting change notices go to the destination, one beside the destination's of the same request folded into it", async () => {
  const [a, b] = (
    await rowsOf<{ id: number }>(db(), sql`select id from staffing.requests where pool_id = ${pool} order by id limit 2`)
  ).map((r) => r.id) as [number, number];
  const notice = (person: number, requestId: number, changes: object, createdAt: string, sentAt: string | null = null) =>
    db()
      .execute(sql`insert into staffing.request_change_notices (pool_id, audience, person_id, request_id, changes, due_at, created_at, sent_at)
      values (${pool}, 'person', ${person}, ${requestId}, ${JSON.stringify(changes)}::jsonb, now() + interval '1 hour', ${createdAt}, ${sentAt})`);
  const monday = { date: '2031-03-03', daypart: 1 };
  const tuesday = { date: '2031-03-04', daypart: 2 };
  // the destination's notice of A came first: Monday added; the other's later: Monday removed again, Tuesday added
  await notice(to, a, { added: [monday], removed: [], details: ['message'] }, '2031-03-01T08:00:00Z');
  await notice(from, a, { added: [tuesday], removed: [monday], details: ['general_remark'] }, '2031-03-01T09:00:00Z');
  await notice(from, b, { added: [monday], removed: [], details: [] }, '2031-03-01T09:00:00Z');
  await notice(from, b, { added: [], removed: [], details: ['message'] }, '2031-02-01T09:00:00Z', '2031-02-01T10:00:00Z');

  const moved = await applyStaffingMerge(env.deps, event());
  expect(moved.change_notices).toBe(3);
  const notices = await rowsOf<{ person_id: number; request_id: number; changes: object; sent: boolean }>(
    db(),
    sql`select person_id, request_id, changes, sent_at is not null as sent from staffing.request_change_notices
      where pool_id = ${pool} and person_id in (${from}, ${to}) order by request_id, sent_at nulls first`,
  );
  expect(notices).toEqual([
    { person_id: to, request_id: a, changes: { added: [tuesday], removed: [], details: ['message', 'general_remark'] }, sent: false },
    { person_id: to, request_id: b, changes: { added: [monday], removed: [], details: [] }, sent: false },
    { person_id: to, request_id: b, changes: { added: [], removed: [], details: ['message'] }, sent: true },
  ]);
  expect((await applyStaffingMerge(env.deps, event())).change_notices).toBe(0);
});
