import { sql } from 'drizzle-orm';
import { ExtraPermission as E, Permission as P, type UpcomingWorkAnswer } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

/** A substitute's upcoming work on the dashboard (docs/dashboard.md); the clock stands on Wednesday 2026-11-18. */
let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let planner: string;
let substituteId: number;
let otherId: number;

const TODAY = '2026-11-18';
const LAST_DAY = '2026-12-01';
const DAY_AFTER = '2026-12-02';
const YESTERDAY = '2026-11-17';
const DATES = [YESTERDAY, TODAY, '2026-11-26', LAST_DAY, DAY_AFTER];

const substituteToken = (personId: number | null, poolId = pool) =>
  env.token(poolId, [P.DASHBOARD_VIEW, E.DASHBOARD_PLANNING], { person_id: personId, view_entire_pool: false });

async function plannedRequest(branch: number, person: number, dates: Record<string, number[]>): Promise<number> {
  const created = await env.server.call('POST', '/api/request', {
    token: planner,
    body: { branch, schedule: ids.schedule, reason_for_absence: ids.reason.ZK, absentee_person: ids.teachers.at(-1), dates },
  });
  expect(created.status).toBe(201);
  // the request's number: its id in the API (ADR 0030)
  const id = created.body.data.id as number;
  const plan = await env.server.call('POST', `/api/request/${id}/dates`, {
    token: planner,
    body: { action: 'plan', dayparts: dates, person },
  });
  expect(plan.status).toBe(200);
  return id;
}

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  planner = await env.token(pool, PLANNER_RIGHTS);
  // two persons of the pool with nothing planned on the test's days (the demo plans its substitutes around today)
  const free = await rowsOf<{ id: number }>(
    env.deps.db.db,
    sql`select p.id from masterdata.persons p where p.pool_id = ${pool} and p.id not in (${sql.join(ids.teachers, sql`, `)})
      and not exists (select 1 from staffing.request_dates d where d.person_id = p.id and d.date between ${YESTERDAY} and ${DAY_AFTER})
      order by p.id limit 2`,
  );
  [substituteId, otherId] = free.map((f) => f.id) as [number, number];
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const upcoming = async (token: string) => {
  const answer = await env.server.call('GET', '/api/request/upcoming-work', { token });
  expect(answer.status).toBe(200);
  return answer.body.data as UpcomingWorkAnswer;
};

describe('GET request/upcoming-work', () => {
  it("answers the caller's own planned dayparts of today and the next 13 days, soonest first, with branch and schedule", async () => {
    const kompas = await plannedRequest(ids.kompas, substituteId, Object.fromEntries(DATES.map((d) => [d, [1]])));
    const regenboog = await plannedRequest(ids.regenboog, substituteId, { '2026-11-26': [2] });
    await plannedRequest(ids.regenboog, otherId, { '2026-11-20': [1, 2] });

    const answer = await upcoming(await substituteToken(substituteId));
    expect(answer).toMatchObject({ from: TODAY, to: LAST_DAY, days: 14 });
    expect(answer.items.map((i) => [i.date, i.daypart, i.request_number])).toEqual([
      [TODAY, 1, kompas],
      ['2026-11-26', 1, kompas],
      ['2026-11-26', 2, regenboog],
      [LAST_DAY, 1, kompas],
    ]);
    expect(answer.items[0]).toMatchObject({
      branch: { id: ids.kompas, name: 'Het Kompas', city: 'Zeist', address: 'Lindenlaan 4, 3701 AB Zeist' },
      schedule: 'Groep 1 t/m 8',
    });
  });

  it("MD-SET-07: reaches as many days as the pool's planning_days_shown, today included", async () => {
    // the days around today's are taken by the first test's absentee
    const id = await plannedRequest(ids.kompas, substituteId, { '2026-11-19': [2], '2026-11-23': [2] });
    await env.deps.db.withSystem((tx) =>
      tx.execute(
        sql`insert into masterdata.pool_settings (pool_id, code, value, updated_at) values (${pool}, 'planning_days_shown', '3'::jsonb, now())`,
      ),
    );
    try {
      const answer = await upcoming(await substituteToken(substituteId));
      expect(answer).toMatchObject({ from: TODAY, to: '2026-11-20', days: 3 });
      expect(answer.items.filter((i) => i.request_number === id).map((i) => i.date)).toEqual(['2026-11-19']);
    } finally {
      await env.deps.db.withSystem((tx) =>
        tx.execute(sql`delete from masterdata.pool_settings where pool_id = ${pool} and code = 'planning_days_shown'`),
      );
    }
  });

  it('leaves out a daypart unplanned again and a deleted request', async () => {
    const id = await plannedRequest(ids.kompas, otherId, { '2026-11-24': [1, 2] });
    const unplan = await env.server.call('POST', `/api/request/${id}/dates`, {
      token: planner,
      body: { action: 'unplan', dayparts: { '2026-11-24': [2] }, reason: ids.daypartReason.unplan },
    });
    expect(unplan.status).toBe(200);
    const shown = (await upcoming(await substituteToken(otherId))).items.filter((i) => i.request_number === id);
    expect(shown.map((i) => i.daypart)).toEqual([1]);
    await env.deps.db.db.execute(sql`update staffing.requests set deleted_at = now() where pool_id = ${pool} and number = ${id}`);
    expect((await upcoming(await substituteToken(otherId))).items.filter((i) => i.request_number === id)).toEqual([]);
  });

  it("has nothing for a profile without a person, keeps to the caller's pool and needs the planning right", async () => {
    expect((await upcoming(await substituteToken(null))).items).toEqual([]);
    // the same person id in another pool's token reads that pool, where nothing is planned for it
    expect((await upcoming(await substituteToken(substituteId, env.pools.noord))).items).toEqual([]);
    const noRight = await env.token(pool, [P.DASHBOARD_VIEW], { person_id: substituteId });
    expect((await env.server.call('GET', '/api/request/upcoming-work', { token: noRight })).status).toBe(403);
    expect((await env.server.call('GET', '/api/request/upcoming-work')).status).toBe(401);
  });
});
