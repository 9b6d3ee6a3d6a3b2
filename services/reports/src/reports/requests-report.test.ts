import { ExtraPermission as E, Permission as P, type ReportAnswer, type ReportData } from '@app/contracts';
import { insertRequest, SETUP_TIMEOUT_MS, startReports, type ReportsEnv } from './testing/reports-env';

let env: ReportsEnv;
let branch: Record<string, number>;
let admin: string;
const MARCH = 'filter[period_from]=2030-03-01&filter[period_to]=2030-03-31';

beforeAll(async () => {
  env = await startReports();
  const pool = env.pools.demo;
  branch = await env.branches(pool);
  admin = await env.admin(pool);
  // Het Kompas: 2 planned, 1 closed, 1 open; De Regenboog: 1 planned, 1 reserved in March, 1 open in April, 1 removed
  await insertRequest(env.deps, pool, {
    branch: branch['Het Kompas']!,
    dayparts: [
      { date: '2030-03-04', daypart: 1, state: 'planned', wtf: 0.1 },
      { date: '2030-03-04', daypart: 2, state: 'planned', wtf: 0.1 },
      { date: '2030-03-05', daypart: 1, state: 'closed', wtf: 0.1 },
      { date: '2030-03-05', daypart: 2, state: 'open', wtf: 0.1 },
    ],
  });
  await insertRequest(env.deps, pool, {
    branch: branch['De Regenboog']!,
    dayparts: [
      { date: '2030-03-06', daypart: 1, state: 'planned', wtf: 0.1 },
      { date: '2030-03-06', daypart: 2, state: 'reserved', wtf: 0.1 },
      { date: '2030-03-07', daypart: 1, state: 'removed', wtf: 0.1 },
      { date: '2030-04-01', daypart: 1, state: 'open', wtf: 0.1 },
    ],
  });
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const get = (path: string, token: string) => env.server.call('GET', path, { token });
const figures = (body: ReportAnswer) => Object.fromEntries(body.data.figures.map((f) => [f.key, f.value]));

describe('GET /api/reports/requests', () => {
  it('answers the key figures of the period, worked out by hand', async () => {
    const res = await get(`/api/reports/requests?${MARCH}`, admin);
    expect(res.status).toBe(200);
    expect(figures(res.body)).toEqual({
      requests_count: 2,
      dayparts_count: 6,
      dayparts_replaced: 3,
      dayparts_closed: 1,
      wtf: 0.6,
      wtf_replaced: 0.3,
      // 3 replaced of the 5 that still needed someone
      replacement_rate: 60,
    });
    expect(res.body.meta).toEqual({
      report: 'requests',
      filter: { period_from: '2030-03-01', period_to: '2030-03-31' },
      sorting: null,
    });
  });

  it('has tabs per month, reason and branch, and the board totals with a totals row', async () => {
    const body: ReportAnswer<ReportData> = (await get(`/api/reports/requests?${MARCH}&sorting[field]=name&sorting[direction]=down`, admin))
      .body;
    expect(body.data.tabs.map((t) => t.key)).toEqual(['per_month', 'per_reason', 'per_branch']);
    const perBranch = body.data.tabs[2]!.tables[0]!;
    expect(perBranch.rows.map((r) => [r.name, r.requests_count, r.dayparts_count, r.dayparts_replaced, r.replacement_rate])).toEqual([
      ['Het Kompas', 1, 4, 2, 66.7],
      ['De Regenboog', 1, 2, 1, 50],
    ]);
    const month = body.data.tabs[0]!;
    expect(month.charts[0]!.labels).toEqual(['2030-03']);
    expect(month.charts[0]!.series.map((s) => [s.key, s.data])).toEqual([
      ['dayparts_count', [6]],
      ['dayparts_replaced', [3]],
      ['dayparts_closed', [1]],
    ]);
    const boards = body.data.tables[0]!;
    expect(boards.key).toBe('board_totals');
    expect(boards.rows.map((r) => [r.name, r.requests_count, r.dayparts_count])).toEqual([['Stichting Demo Bestuur', 2, 6]]);
    expect(boards.totals).toMatchObject({ requests_count: 2, dayparts_count: 6, replacement_rate: 60 });
  });

  it('narrows to the chosen branch, and a branch-bound profile sees its own branch only', async () => {
    const chosen = await get(`/api/reports/requests?${MARCH}&filter[branch][]=${branch['De Regenboog']}`, admin);
    expect(figures(chosen.body)).toMatchObject({ requests_count: 1, dayparts_count: 2, dayparts_replaced: 1, replacement_rate: 50 });
    const school = await env.token(env.pools.demo, [E.REQUESTS_REPORT], { view_entire_pool: false, branch_id: branch['Het Kompas'] });
    const own = await get(`/api/reports/requests?${MARCH}`, school);
    expect(figures(own.body)).toMatchObject({ requests_count: 1, dayparts_count: 4, dayparts_closed: 1 });
    // a branch outside its own is as unknown as another pool's
    expect((await get(`/api/reports/requests?${MARCH}&filter[branch][]=${branch['De Regenboog']}`, school)).status).toBe(404);
  });

  it('answers an empty report with no_data when nothing matches (long requests only)', async () => {
    const res = await get(`/api/reports/requests?${MARCH}&filter[length]=long`, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ tabs: [], tables: [], empty: 'no_data' });
    expect(figures(res.body).dayparts_count).toBe(0);
  });

  it("answers 404 for another pool's branch, 403 without the right, 422 for a bad date, 400 for an unknown sort field", async () => {
    const noord = await env.branches(env.pools.noord);
    const other = Object.values(noord)[0]!;
    expect((await get(`/api/reports/requests?filter[branch][]=${other}`, admin)).status).toBe(404);
    const viewer = await env.token(env.pools.demo, [P.REPORT_VIEW, E.DEPLOYMENT_REPORT]);
    expect((await get('/api/reports/requests', viewer)).status).toBe(403);
    expect((await get('/api/reports/requests?filter[period_from]=2030-02-30', admin)).status).toBe(422);
    const sorted = await get('/api/reports/requests?sorting[field]=secret', admin);
    expect(sorted.status).toBe(400);
    expect(sorted.body.meta.messages[0].message).toBe('The report cannot be sorted by secret.');
  });

  it('answers whole months from the kept month totals as it answers a period cutting a month from the dayparts', async () => {
    // March and April (the Regenboog request in both: one request, once in each month) against the same
    // dayparts asked from a day in February; and the demo school year against it to a Sunday after it
    const pairs = [
      ['2030-03-01', '2030-04-30', '2030-02-28'],
      ['2026-08-01', '2027-07-31', '2026-08-01', '2027-08-01'],
    ];
    for (const [from, to, cutFrom, cutTo] of pairs) {
      const whole = await get(`/api/reports/requests?filter[period_from]=${from}&filter[period_to]=${to}`, admin);
      const cut = await get(`/api/reports/requests?filter[period_from]=${cutFrom}&filter[period_to]=${cutTo ?? to}`, admin);
      expect(figures(whole.body).requests_count).toBeGreaterThan(1);
      expect(whole.body.data).toEqual(cut.body.data);
    }
    const spring = await get('/api/reports/requests?filter[period_from]=2030-03-01&filter[period_to]=2030-04-30', admin);
    expect(figures(spring.body)).toMatchObject({ requests_count: 2, dayparts_count: 7 });
    expect(spring.body.data.tabs[0].tables[0].rows.map((r: Record<string, unknown>) => [r.month, r.requests_count])).toEqual([
      ['2030-03', 2],
      ['2030-04', 1],
    ]);
  });

  it('takes this school year when the filter names no period', async () => {
    const res = await get('/api/reports/requests', admin);
    expect(res.body.meta.filter).toEqual({ period_from: '2026-08-01', period_to: '2027-07-31' });
    // the demo pool's school year has requests
    expect(figures(res.body).requests_count).toBeGreaterThan(0);
  });
});

describe('GET /api/reports/menu', () => {
  it('lists the cards the caller may open with their count, and needs REPORT_VIEW', async () => {
    const board = await env.token(env.pools.demo, [P.REPORT_VIEW, E.REQUESTS_REPORT, E.LOG_REPORT]);
    const res = await get('/api/reports/menu', board);
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { key: string; admin_only: boolean }) => [i.key, i.admin_only])).toEqual([
      ['requests', false],
      ['timeline', true],
      ['log', true],
    ]);
    expect(res.body.data.count).toBe(3);
    expect((await get('/api/reports/menu', await env.token(env.pools.demo, [E.REQUESTS_REPORT]))).status).toBe(403);
    expect((await get('/api/reports/nothing', admin)).status).toBe(404);
  });
});
