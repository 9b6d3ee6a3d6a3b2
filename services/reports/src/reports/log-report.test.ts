import { sql } from 'drizzle-orm';
import { ExtraPermission as E, REQUEST_LOG_EVENTS, type ReportAnswer, type ReportData } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { SETUP_TIMEOUT_MS, startReports, type ReportsEnv } from './testing/reports-env';

/**
 * RPT-LOG-01: the logs report (LOG_REPORT) and one log item, the log of one request (log/:id, LOG_VIEW).
 * The log report of one request (log/:id, `filter[request]`): that request's whole log and no other
 * request's, whatever the period; a request of another pool or outside the caller's branches is 404.
 */
let env: ReportsEnv;
let admin: string;
let pool: number;
/** a demo request with the most log rows, and its branch */
let request: { number: number; branch_id: number; rows: number };

beforeAll(async () => {
  env = await startReports();
  pool = env.pools.demo;
  admin = await env.admin(pool);
  [request] = (await rowsOf<{ number: number; branch_id: number; rows: number }>(
    env.deps.db.db,
    sql`select r.number, r.branch_id, count(*)::int as rows from staffing.request_log l join staffing.requests r on r.id = l.request_id
      where l.pool_id = ${pool} group by 1, 2 order by 3 desc, 1 limit 1`,
  )) as [typeof request];
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const get = (query: string, token = admin) => env.server.call('GET', `/api/reports/log?${query}`, { token });
const logRows = (body: ReportAnswer<ReportData>) => body.data.tables[0]?.rows ?? [];

it("shows the whole log of the one request, newest first, and not the others'", async () => {
  expect(request.rows).toBeGreaterThan(1);
  const all = await get('filter[period_from]=2026-08-01&filter[period_to]=2027-07-31');
  expect(new Set(logRows(all.body).map((r) => r.request)).size).toBeGreaterThan(1);
  // a period that holds none of its rows does not hide them: the request's log is shown whole
  const res = await get(`filter[request]=${request.number}&filter[period_from]=2020-01-01&filter[period_to]=2020-01-31`);
  expect(res.status).toBe(200);
  const rows = logRows(res.body);
  expect(rows).toHaveLength(request.rows);
  expect(new Set(rows.map((r) => r.request))).toEqual(new Set([request.number]));
  const times = rows.map((r) => String(r.at));
  expect([...times].sort().reverse()).toEqual(times);
  expect(res.body.data.figures).toEqual([{ key: 'events', label: 'reports.figures.events', kind: 'count', value: request.rows }]);
  // an event is named by its text key, which the reader's language translates (never the raw code)
  for (const row of rows) expect(REQUEST_LOG_EVENTS.map((e) => `reports.events.${e}`)).toContain(row.event);
});

it('answers 404 for a request that is not there or outside the caller branches, 422 for a number that is none', async () => {
  expect((await get('filter[request]=999999')).status).toBe(404);
  // a branch whose part of the tree holds not the request's branch: neither that branch nor one above it
  const [other] = await rowsOf<{ id: number }>(
    env.deps.db.db,
    sql`with recursive above as (
          select id, parent_id from masterdata.branches where id = ${request.branch_id}
          union all select b.id, b.parent_id from masterdata.branches b join above on b.id = above.parent_id)
        select id from masterdata.branches where pool_id = ${pool} and parent_id is not null and id not in (select id from above)
        order by id limit 1`,
  );
  const elsewhere = await env.token(pool, [E.LOG_VIEW], { view_entire_pool: false, branch_id: other!.id });
  expect((await get(`filter[request]=${request.number}`, elsewhere)).status).toBe(404);
  const own = await env.token(pool, [E.LOG_VIEW], { view_entire_pool: false, branch_id: request.branch_id });
  expect(logRows((await get(`filter[request]=${request.number}`, own)).body)).toHaveLength(request.rows);
  const bad = await get('filter[request]=abc');
  expect(bad.status).toBe(422);
});

it("RPT-LOG-01: the log of the period needs LOG_REPORT, one request's log (log/:id) needs LOG_VIEW", async () => {
  const period = 'filter[period_from]=2026-08-01&filter[period_to]=2027-07-31';
  const report = await env.token(pool, [E.LOG_REPORT]);
  const item = await env.token(pool, [E.LOG_VIEW]);
  const neither = await env.token(pool, [E.DEPLOYMENT_REPORT]);
  expect((await get(period, report)).status).toBe(200);
  expect((await get(`filter[request]=${request.number}`, report)).status).toBe(403);
  expect((await get(period, item)).status).toBe(403);
  expect(logRows((await get(`filter[request]=${request.number}`, item)).body)).toHaveLength(request.rows);
  // a caller with neither right is refused before the query is read
  expect((await get('filter[request]=abc', neither)).status).toBe(403);
});
