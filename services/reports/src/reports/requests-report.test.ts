import { sql } from 'drizzle-orm';
import { ExtraPermission as E, Permission as P, type ReportAnswer, type ReportData } from '@app/contracts';
import type { AppliedReportFilter } from './store/report-module';
import { branchConditionOf } from './store/report-scope';
import { readGroups, talliesOf, wholeMonths, type GroupRow } from './store/requests-report';
import { tallyRow } from './domain/requests-figures';
import { readDaypartGroups } from './store/requests-daypart-groups';
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
  // a long request (11 days, more than short_long_period_definition's 10) at Het Kompas from 27 May to 10 June,
  // one daypart a day: planned in May (5), open in June (6)
  const days = ['05-27', '05-28', '05-29', '05-30', '05-31', '06-03', '06-04', '06-05', '06-06', '06-07', '06-10'];
  await insertRequest(env.deps, pool, {
    branch: branch['Het Kompas']!,
    dayparts: days.map((d) => ({ date: `2030-${d}`, daypart: 1, state: d < '06' ? 'planned' : 'open', wtf: 0.1 })),
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

  it('counts a request once over a period that cuts months, its month edges read from the request day totals', async () => {
    const period = (from: string, to: string) => `filter[period_from]=${from}&filter[period_to]=${to}`;
    // both months cut: Kompas 5 March (closed, open), Regenboog 6 March (planned, reserved) and 1 April (open)
    const cut = await get(`/api/reports/requests?${period('2030-03-05', '2030-04-01')}`, admin);
    expect(figures(cut.body)).toEqual({
      requests_count: 2,
      dayparts_count: 5,
      dayparts_replaced: 1,
      dayparts_closed: 1,
      wtf: 0.5,
      wtf_replaced: 0.1,
      replacement_rate: 25,
    });
    const perMonth = (body: ReportAnswer<ReportData>) =>
      body.data.tabs[0]!.tables[0]!.rows.map((r) => [r.month, r.requests_count, r.dayparts_count]);
    expect(perMonth(cut.body)).toEqual([
      ['2030-03', 2, 4],
      ['2030-04', 1, 1],
    ]);
    // the Regenboog request on 6 March (the cut month) and in April (a whole month) is one request
    const edgeAndMonth = await get(`/api/reports/requests?${period('2030-03-06', '2030-04-30')}`, admin);
    expect(figures(edgeAndMonth.body)).toMatchObject({ requests_count: 1, dayparts_count: 3, dayparts_replaced: 1 });
    expect(perMonth(edgeAndMonth.body)).toEqual([
      ['2030-03', 1, 2],
      ['2030-04', 1, 1],
    ]);
    // from 7 March (its removed daypart) it has April only: counted there, its 6 March lies before the period
    const after = await get(`/api/reports/requests?${period('2030-03-07', '2030-04-30')}`, admin);
    expect(figures(after.body)).toMatchObject({ requests_count: 1, dayparts_count: 1, dayparts_replaced: 0 });
    // within one month
    const inside = await get(`/api/reports/requests?${period('2030-03-04', '2030-03-05')}`, admin);
    expect(figures(inside.body)).toMatchObject({ requests_count: 1, dayparts_count: 4, dayparts_replaced: 2, dayparts_closed: 1 });
  });

  it('keeps to long or short requests by their days in all months, on whole and cut months', async () => {
    const period = (from: string, to: string, length: string) =>
      `filter[period_from]=${from}&filter[period_to]=${to}&filter[length]=${length}`;
    // the long request: May whole (5 planned), June cut on the 5th (3 open)
    const long = await get(`/api/reports/requests?${period('2030-05-01', '2030-06-05', 'long')}`, admin);
    expect(figures(long.body)).toEqual({
      requests_count: 1,
      dayparts_count: 8,
      dayparts_replaced: 5,
      dayparts_closed: 0,
      wtf: 0.8,
      wtf_replaced: 0.5,
      replacement_rate: 62.5,
    });
    expect(
      long.body.data.tabs[0].tables[0].rows.map((r: Record<string, unknown>) => [r.month, r.requests_count, r.dayparts_count]),
    ).toEqual([
      ['2030-05', 1, 5],
      ['2030-06', 1, 3],
    ]);
    // 4 June alone still knows the request is long (11 days in all)
    expect(figures((await get(`/api/reports/requests?${period('2030-06-04', '2030-06-04', 'long')}`, admin)).body)).toMatchObject({
      requests_count: 1,
      dayparts_count: 1,
    });
    // short: the two March/April requests only
    const short = await get(`/api/reports/requests?${period('2030-03-01', '2030-06-05', 'short')}`, admin);
    expect(figures(short.body)).toMatchObject({ requests_count: 2, dayparts_count: 7, dayparts_replaced: 3, dayparts_closed: 1 });
    const shortCut = await get(`/api/reports/requests?${period('2030-03-06', '2030-06-30', 'short')}`, admin);
    expect(figures(shortCut.body)).toMatchObject({ requests_count: 1, dayparts_count: 3 });
  });

  it('answers every period and filter from the kept totals as it does from the dayparts themselves', async () => {
    const pool = env.pools.demo;
    const filters: AppliedReportFilter[] = [];
    const periods = [
      ['2030-03-01', '2030-04-30'],
      ['2030-02-28', '2030-04-30'],
      ['2030-03-05', '2030-04-01'],
      ['2030-03-06', '2030-06-04'],
      ['2030-03-31', '2030-04-01'],
      ['2030-05-01', '2030-06-05'],
      ['2026-08-01', '2027-07-31'],
      ['2026-08-24', '2027-07-15'],
      ['2026-09-15', '2027-01-14'],
      ['2026-11-18', '2026-11-18'],
      ['2026-10-31', '2026-12-01'],
    ];
    for (const [from, to] of periods)
      for (const length of [undefined, 'long', 'short'] as const)
        filters.push({ period_from: from!, period_to: to!, ...(length ? { length } : {}) });
    filters.push({ period_from: '2026-09-15', period_to: '2027-03-14', branch: [branch['Het Kompas']!] });
    const rows = (groups: GroupRow[]) =>
      Object.fromEntries(
        Object.entries(talliesOf(groups)).map(([dimension, tallies]) => [
          dimension,
          Object.fromEntries([...tallies.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, t]) => [key, tallyRow(t)])),
        ]),
      );
    let compared = 0;
    for (const filter of filters) {
      const context = {
        caller: { poolId: pool, scope: null, today: '2026-11-18', now: new Date(), username: 'test' },
        filter,
        extra: {},
        sorting: null,
        branchCondition: branchConditionOf(pool, null, filter),
      };
      const [kept, counted] = await env.deps.db.withPool(pool, async (tx) => [
        await readGroups(tx, context),
        await readDaypartGroups(tx, context),
      ]);
      expect([filter, rows(kept!)]).toEqual([filter, rows(counted!)]);
      if (talliesOf(counted!).all.get('')?.requests) compared++;
    }
    // most of them have requests (the demo year and the fixture)
    expect(compared).toBeGreaterThan(25);
  });

  it('RPT-MENU-10: keeps to the requests whose first open daypart lies in the range from today (18 November 2026)', async () => {
    // the fixture's requests by their first March daypart: Kompas on 4 March, Regenboog on 6 March
    const firstOpen = async (day: string, date: string) =>
      env.deps.db.withSystem((tx) =>
        tx.execute(
          sql`update staffing.requests set first_open_date = ${date}::date where id = (select request_id from staffing.request_dates
            where pool_id = ${env.pools.demo} and date = ${day}::date order by request_id limit 1)`,
        ),
      );
    await firstOpen('2030-03-04', '2026-11-18');
    await firstOpen('2030-03-06', '2026-11-30');
    const at = async (range: string) => (await get(`/api/reports/requests?${MARCH}&filter[first_open]=${range}`, admin)).body;
    const counts = (body: ReportAnswer) => [figures(body).requests_count, figures(body).dayparts_count];
    expect(counts(await at('today'))).toEqual([1, 4]);
    expect(counts(await at('within_1_week'))).toEqual([1, 4]);
    expect(counts(await at('between_1_and_4_weeks'))).toEqual([1, 2]);
    expect(counts(await at('within_4_weeks'))).toEqual([2, 6]);
    expect((await at('tomorrow')).data.empty).toBe('no_data');
    expect((await at('in_the_past')).data.empty).toBe('no_data');
    expect((await at('after_4_weeks')).data.empty).toBe('no_data');
    // with the length filter: both are short (2 days), the long one is in May and June
    expect(
      counts((await get(`/api/reports/requests?${MARCH}&filter[first_open]=within_4_weeks&filter[length]=short`, admin)).body),
    ).toEqual([2, 6]);
    const bad = await get(`/api/reports/requests?${MARCH}&filter[first_open]=next_year`, admin);
    expect(bad.status).toBe(422);
  });

  it('knows the whole months of a period', () => {
    expect(wholeMonths('2030-03-01', '2030-04-30')).toEqual({ first: '2030-03-01', last: '2030-04-01', end: '2030-04-30' });
    expect(wholeMonths('2030-02-28', '2030-04-29')).toEqual({ first: '2030-03-01', last: '2030-03-01', end: '2030-03-31' });
    expect(wholeMonths('2028-01-31', '2028-02-29')).toEqual({ first: '2028-02-01', last: '2028-02-01', end: '2028-02-29' });
    expect(wholeMonths('2030-12-02', '2031-01-30')).toBeNull();
    expect(wholeMonths('2030-03-05', '2030-03-06')).toBeNull();
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
