import { sql } from 'drizzle-orm';
import { Permission as P } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

/**
 * The kept calendar counts (ADR 0097): after every kind of write they equal a count of the
 * dayparts themselves, and GET calendar answers from them what it answers from the dayparts.
 */
let env: StaffingEnv;
let ids: DemoIds;
let token: string;
let pool: number;
let period: number;

type Count = { date: string; daypart: number; branch_id: number; state: string; n: number };

/** The counts as kept, and as counted from scratch. */
async function keptAndRecounted(): Promise<[Count[], Count[]]> {
  const db = env.deps.db.db;
  const kept = await rowsOf<Count>(
    db,
    sql`select date::text as date, daypart, branch_id, state, n from staffing.calendar_counts
        where pool_id = ${pool} and n <> 0 order by 1, 2, 3, 4`,
  );
  const recounted = await rowsOf<Count>(
    db,
    sql`select d.date::text as date, d.daypart, r.branch_id, d.state, count(*)::int as n
        from staffing.request_dates d join staffing.requests r on r.id = d.request_id
        where d.pool_id = ${pool} and d.state <> 'removed' and r.deleted_at is null
        group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  return [kept, recounted];
}

const expectInStep = async () => {
  const [kept, recounted] = await keptAndRecounted();
  expect(recounted.length).toBeGreaterThan(0);
  expect(kept).toEqual(recounted);
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
  token = await env.token(pool, [...PLANNER_RIGHTS, P.CALENDAR_VIEW]);
  [{ id: period }] = (await rowsOf<{ id: number }>(
    env.deps.db.db,
    sql`select id from masterdata.periods where pool_id = ${pool} and current`,
  )) as [{ id: number }];
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

it('holds the demo year as loaded (the bulk insert of the seed)', expectInStep);

it('follows a new request, planning, closing, removing dayparts, a move to another school and deletion', async () => {
  const created = (await call('POST', '/api/request', {
    branch: ids.kompas,
    schedule: ids.schedule,
    reason_for_absence: ids.reason.ZK,
    absentee_person: ids.teachers[3],
    dates: { '2027-05-10': [1, 2], '2027-05-11': [1, 2], '2027-05-12': [1] },
  })) as { id: number };
  await expectInStep();
  const act = (body: Record<string, unknown>) => call('POST', `/api/request/${created.id}/dates`, body);
  await act({ action: 'plan', dayparts: { '2027-05-10': [1, 2] }, person: ids.person('lotte.visser@demo.invalpool.nl') });
  await act({ action: 'close', dayparts: { '2027-05-11': [2] }, reason: ids.daypartReason.close });
  await expectInStep();
  await act({ action: 'close', dayparts: { '2027-05-12': [1] }, reason: ids.daypartReason.close });
  await act({ action: 'delete', dayparts: { '2027-05-12': [1] }, reason: ids.daypartReason.delete });
  await act({ action: 'add', dayparts: { '2027-05-13': [2] }, reason: ids.daypartReason.add });
  await expectInStep();
  // a request moved to another school (an administrator's correction) moves its counts
  await env.deps.db.withPool(pool, (tx) =>
    tx.execute(sql`update staffing.requests set branch_id = ${ids.regenboog} where number = ${created.id}`),
  );
  await expectInStep();
  await env.deps.db.withPool(pool, (tx) => tx.execute(sql`update staffing.requests set deleted_at = now() where number = ${created.id}`));
  await expectInStep();
  await env.deps.db.withPool(pool, (tx) => tx.execute(sql`update staffing.requests set deleted_at = null where number = ${created.id}`));
  await expectInStep();
});

it('answers GET calendar from the counts as it answers from the dayparts', async () => {
  const get = async (query: string) => {
    const res = await env.server.call('GET', `/api/calendar?period_id=${period}${query}`, { token });
    expect(res.status).toBe(200);
    return res.body.data as Record<string, unknown>;
  };
  // a period filter every request passes makes the call count the dayparts themselves
  const scanned = await get('&filters[period_from][]=1900-01-01');
  expect(Object.keys(scanned).length).toBeGreaterThan(50);
  expect(await get('')).toEqual(scanned);
  const kompas = await get(`&filters[branch][]=${ids.kompas}`);
  expect(kompas).toEqual(await get(`&filters[branch][]=${ids.kompas}&filters[period_from][]=1900-01-01`));
  expect(kompas).not.toEqual(scanned);
  // a school filter naming no valid school matches nothing, as in the request list
  expect(await get('&filters[branch][]=x')).toEqual({});
});
