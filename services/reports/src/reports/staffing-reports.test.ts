import { sql } from 'drizzle-orm';
import { ExtraPermission as E, type ReportAnswer, type ReportData } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { insertRequest, SETUP_TIMEOUT_MS, startReports, type ReportsEnv } from './testing/reports-env';

/**
 * The schedule, deployment, substitutes, timeline, log and board-chains reports on a fixture in
 * March 2030, where the demo data has nothing, so every figure is known by hand.
 */
let env: ReportsEnv;
let branch: Record<string, number>;
let admin: string;
const persons: { id: number; name: string }[] = [];
const MARCH = 'filter[period_from]=2030-03-01&filter[period_to]=2030-03-31';

beforeAll(async () => {
  env = await startReports();
  const pool = env.pools.demo;
  branch = await env.branches(pool);
  admin = await env.admin(pool);
  persons.push(
    ...(await rowsOf<{ id: number; name: string }>(
      env.deps.db.db,
      sql`select id, concat_ws(' ', first_name, nullif(middle_name, ''), last_name) as name from masterdata.persons
        where pool_id = ${pool} and archived_at is null order by id limit 2`,
    )),
  );
  const [p1, p2] = persons;
  await insertRequest(env.deps, pool, {
    branch: branch['Het Kompas']!,
    dayparts: [
      { date: '2030-03-04', daypart: 1, state: 'planned', person: p1!.id, wtf: 0.1, times: ['08:30', '12:00'] },
      { date: '2030-03-04', daypart: 2, state: 'planned', person: p1!.id, wtf: 0.1, times: ['13:00', '15:15'] },
      { date: '2030-03-05', daypart: 1, state: 'closed', wtf: 0.1 },
      { date: '2030-03-05', daypart: 2, state: 'open', wtf: 0.1 },
    ],
  });
  await insertRequest(env.deps, pool, {
    branch: branch['De Regenboog']!,
    dayparts: [
      { date: '2030-03-06', daypart: 1, state: 'planned', person: p2!.id, wtf: 0.125, times: ['08:30', '12:00'] },
      { date: '2030-03-06', daypart: 2, state: 'reserved', wtf: 0.1 },
      { date: '2030-03-27', daypart: 1, state: 'invited', wtf: 0.1 },
    ],
  });
  // p1 has a contract at Het Kompas in spring 2030: 20 hours, WTF 0.5
  await env.deps.db.withSystem((tx) =>
    tx.execute(sql`insert into masterdata.contracts (pool_id, person_id, contract_type_id, branch_id, hours, wtf, start_date, end_date)
      values (${pool}, ${p1!.id}, (select id from masterdata.contract_types where pool_id = ${pool} order by id limit 1), ${branch['Het Kompas']!},
        20, 0.5, '2030-03-01', '2030-06-30')`),
  );
  // p2 marks two dayparts available and one absent in March
  await env.deps.db.withSystem((tx) =>
    tx.execute(sql`insert into staffing.availabilities (pool_id, person_id, date, daypart, state, updated_at, updated_by_username)
      values (${pool}, ${p2!.id}, '2030-03-11', 1, 'available', now(), 'fixture'), (${pool}, ${p2!.id}, '2030-03-11', 2, 'available', now(), 'fixture'),
        (${pool}, ${p2!.id}, '2030-03-12', 1, 'absent', now(), 'fixture')`),
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const get = (path: string, token = admin) => env.server.call('GET', path, { token });
const figures = (body: ReportAnswer) => Object.fromEntries(body.data.figures.map((f) => [f.key, f.value]));
const table = (body: ReportAnswer<ReportData>, key: string) => body.data.tables.find((t) => t.key === key)!;

describe('schedule requests (RPT-SCH-01..03)', () => {
  it('counts the dayparts per week and day by status, collapses the empty weeks and shows no weekend', async () => {
    const res = await get(`/api/reports/schedule-requests?${MARCH}`);
    expect(res.status).toBe(200);
    expect(figures(res.body)).toEqual({ open: 2, filled: 3, closed: 1, reserved: 1 });
    const weeks = table(res.body, 'weeks');
    expect(weeks.columns.map((c) => c.key)).toEqual(['week', 'day_1', 'day_2', 'day_3', 'day_4', 'day_5']);
    expect(weeks.rows.map((r) => r.week)).toEqual(['2030-W09', '2030-W10', '2030-W11 – 2030-W12', '2030-W13']);
    expect(weeks.rows[1]).toEqual({
      week: '2030-W10',
      day_1: { filled: 2 },
      day_2: { closed: 1, open: 1 },
      day_3: { filled: 1, reserved: 1 },
      day_4: null,
      day_5: null,
    });
    // the invited daypart is still open
    expect(weeks.rows[3]!.day_3).toEqual({ open: 1 });
    expect(res.body.data.charts[0].labels).toEqual(['2030-W10', '2030-W13']);
  });

  it('narrows to a branch, and answers no data for a period without dayparts', async () => {
    const kompas = await get(`/api/reports/schedule-requests?${MARCH}&filter[branch][]=${branch['Het Kompas']}`);
    expect(figures(kompas.body)).toEqual({ open: 1, filled: 2, closed: 1, reserved: 0 });
    const none = await get('/api/reports/schedule-requests?filter[period_from]=2031-01-01&filter[period_to]=2031-01-31');
    expect(none.body.data.empty).toBe('no_data');
  });
});

describe('schedule substitutes (RPT-SCH-03)', () => {
  it('counts available, planned and absent dayparts per day', async () => {
    const res = await get(`/api/reports/schedule-substitutes?${MARCH}`);
    expect(figures(res.body)).toEqual({ available: 2, planned: 3, absent: 1 });
    const w11 = table(res.body, 'weeks').rows.find((r) => r.week === '2030-W11')!;
    expect([w11.day_1, w11.day_2]).toEqual([{ available: 2 }, { absent: 1 }]);
    const one = await get(`/api/reports/schedule-substitutes?${MARCH}&filter[person][]=${persons[0]!.id}`);
    expect(figures(one.body)).toEqual({ available: 0, planned: 2, absent: 0 });
  });
});

describe('deployment (RPT-DEP-01)', () => {
  it('sums WTF, hours, dayparts and days per substitute, hours to 1 decimal', async () => {
    const res = await get(`/api/reports/deployment?${MARCH}&sorting[field]=wtf&sorting[direction]=down`);
    expect(res.status).toBe(200);
    const rows = table(res.body, 'deployment').rows;
    expect(rows.map((r) => [r.name, r.wtf, r.hours, r.dayparts, r.days])).toEqual([
      [persons[0]!.name, 0.2, 5.8, 2, 1],
      [persons[1]!.name, 0.125, 3.5, 1, 1],
    ]);
    expect(Object.keys(rows[0]!)).toContain('birth_date');
    expect(figures(res.body)).toEqual({ substitutes: 2, dayparts: 3, wtf: 0.325, hours: 9.3, full_weeks: 0.2 });
  });

  it("MD-SET-07: the figure full_weeks is the hours over the pool's deployment hours (a full week), to 1 decimal", async () => {
    const pool = env.pools.demo;
    await env.deps.db.withSystem((tx) =>
      tx.execute(
        sql`insert into masterdata.pool_settings (pool_id, code, value, updated_at) values (${pool}, 'deployment_hours', '5'::jsonb, now())`,
      ),
    );
    try {
      // 9.25 hours over weeks of 5 hours
      expect(figures((await get(`/api/reports/deployment?${MARCH}`)).body).full_weeks).toBe(1.9);
    } finally {
      await env.deps.db.withSystem((tx) =>
        tx.execute(sql`delete from masterdata.pool_settings where pool_id = ${pool} and code = 'deployment_hours'`),
      );
    }
  });

  it('keeps a school to its own branch', async () => {
    const school = await env.token(env.pools.demo, [E.DEPLOYMENT_REPORT], { view_entire_pool: false, branch_id: branch['De Regenboog'] });
    const rows = table((await get(`/api/reports/deployment?${MARCH}`, school)).body, 'deployment').rows;
    expect(rows.map((r) => r.name)).toEqual([persons[1]!.name]);
  });
});

describe('substitutes', () => {
  it('shows the contracted persons of the branch with their contract and how much of it was planned', async () => {
    const res = await get(`/api/reports/substitutes?${MARCH}&filter[branch][]=${branch['Het Kompas']}`);
    const row = table(res.body, 'substitutes').rows.find((r) => r.id === persons[0]!.id)!;
    // 0.2 planned of 0.5 a week over 31/7 weeks: 0.2 / (0.5 * 4.4286) = 9.0 %
    expect(row).toMatchObject({
      contract_hours: 20,
      contract_wtf: 0.5,
      dayparts: 2,
      planned_wtf: 0.2,
      use_rate: 9,
      branches: 1,
      last_planned: '2030-03-04',
    });
  });
});

describe('timeline and log', () => {
  it('groups the dayparts per week on the timeline', async () => {
    const res = await get(`/api/reports/timeline?${MARCH}`);
    const rows = table(res.body, 'timeline').rows;
    expect(rows.find((r) => r.week === '2030-W10')).toMatchObject({ open: 1, filled: 3, closed: 1, reserved: 1 });
  });

  it('RPT-MENU-12: shows when the requests were reported as bubbles, x the hour and y the weekday in Amsterdam', async () => {
    // April 2031 holds no other request: Monday 7 April 08:30 twice, Saturday 12 April 23:15, Monday 14 April 00:30 (UTC+2)
    for (const at of ['2031-04-07T06:30:00Z', '2031-04-07T06:30:00Z', '2031-04-12T21:15:00Z', '2031-04-13T22:30:00Z'])
      await insertRequest(env.deps, env.pools.demo, { branch: branch['Het Kompas']!, createdAt: at, dayparts: [] });
    const res = await get('/api/reports/timeline?filter[period_from]=2031-04-01&filter[period_to]=2031-04-30');
    const bubble = (res.body as ReportAnswer<ReportData>).data.charts!.find((c) => c.key === 'reported_at')!;
    expect(bubble.kind).toBe('bubble');
    expect(bubble.points).toEqual([
      { x: 0, y: 0, size: 1 },
      { x: 8, y: 0, size: 2 },
      { x: 23, y: 5, size: 1 },
    ]);
    expect(bubble.labels).toEqual(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => `reports.weekdays.${d}`),
    );
  });

  it('lists the request log of the period, newest first', async () => {
    const res = await get('/api/reports/log?filter[period_from]=2026-08-01&filter[period_to]=2026-11-18');
    expect(res.status).toBe(200);
    const rows = table(res.body, 'log').rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(1000);
    const times = rows.map((r) => String(r.at));
    expect([...times].sort().reverse()).toEqual(times);
    const viewer = await env.token(env.pools.demo, [E.REQUESTS_REPORT]);
    expect((await get('/api/reports/log', viewer)).status).toBe(403);
  });
});

describe('board chains (RPT-BCH-01)', () => {
  it('needs a board: 400 with the warning, 404 for a board of another pool', async () => {
    const res = await get('/api/reports/board-chains');
    expect(res.status).toBe(400);
    expect(res.body.meta.messages[0].message).toBe('Select a board.');
    const noord = Object.values(await env.branches(env.pools.noord))[0]!;
    expect((await get(`/api/reports/board-chains?filter[board]=${noord}`)).status).toBe(404);
  });

  it('answers the board and the chain of each person with a contract at its branches', async () => {
    const board = branch['Stichting Demo Bestuur']!;
    const res = await get(`/api/reports/board-chains?filter[board]=${board}&filter[period_from]=2030-03-01&filter[period_to]=2030-03-31`);
    expect(res.status).toBe(200);
    expect(res.body.data.board).toEqual({ id: board, name: 'Stichting Demo Bestuur' });
    const p1 = table(res.body, 'chains').rows.find((r) => r.id === persons[0]!.id)!;
    expect(p1).toMatchObject({ last_end: '2030-06-30' });
    expect(Number(p1.contracts)).toBeGreaterThanOrEqual(1);
  });
});
