import { sql } from 'drizzle-orm';
import { DEFAULT_ROLES, EXPORT_FORMATS, ExtraPermission as E, Permission as P, REPORT_CATALOGUE, reportDefinition } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import {
  describeBadInput,
  describePermissionMatrix,
  describeTenantIsolation,
  leastPrivilegeFindings,
  poolFingerprint,
  rowCounts,
  type GuardedEndpoint,
  type IsolationCall,
  type IsolationRoute,
} from '@app/service-kit/testing';
import { reportsApi } from './app';
import { createApp } from './app';
import { SETUP_TIMEOUT_MS, startReports, type ReportsEnv } from './reports/testing/reports-env';

/**
 * The reports service's guards, tenant isolation, bad input and database role, on one database
 * with the demo data: pool A is noord, pool B is demo.
 */
let env: ReportsEnv;
let adminA: string;
let adminB: string;
const idsB: Record<string, number> = {};

beforeAll(async () => {
  env = await startReports();
  adminA = await env.admin(env.pools.noord);
  adminB = await env.admin(env.pools.demo);
  const b = await env.branches(env.pools.demo);
  idsB.branch = b['Het Kompas']!;
  idsB.board = b['Stichting Demo Bestuur']!;
  const [person] = await rowsOf<{ id: number }>(
    env.deps.db.db,
    sql`select id from masterdata.persons where pool_id = ${env.pools.demo} limit 1`,
  );
  idsB.person = person!.id;
  // a request number of B that A has not (numbers are per pool): the log of one request (log/:id)
  const [request] = await rowsOf<{ number: number }>(
    env.deps.db.db,
    sql`select number from staffing.requests where pool_id = ${env.pools.demo}
      and number > (select coalesce(max(number), 0) from staffing.requests where pool_id = ${env.pools.noord}) order by number limit 1`,
  );
  idsB.request = request!.number;
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

describe('reports: least privilege', () => {
  it('runs as a role that owns nothing and bypasses nothing', async () => {
    expect(await leastPrivilegeFindings(env.deps.db, 'reports')).toEqual([]);
  });
});

/** No export job has this id: a call the guard lets through is answered 404 by the route. */
const MISSING = 999999;
const served = REPORT_CATALOGUE.filter(
  (r) =>
    r.served &&
    ['requests', 'schedule-requests', 'schedule-substitutes', 'deployment', 'board-chains', 'substitutes', 'timeline', 'log'].includes(
      r.key,
    ),
);

const ENDPOINTS: GuardedEndpoint[] = [
  { method: 'GET', path: '/api/reports/menu', anyOf: [P.REPORT_VIEW], allowed: 200 },
  // RPT-MENU-07: printing a page needs any report's right
  ...['/api/pdf', '/api/reports/pdf'].map((path): GuardedEndpoint => ({
    method: 'POST',
    path,
    anyOf: [...new Set(REPORT_CATALOGUE.map((r) => r.permission))],
    allowed: 200,
    body: { html: '<h1>x</h1>' },
  })),
  // H5's reports and the pool tool
  ...(['contracts', 'work-state', 'secondment', 'travel-expenses', 'pool-tool'] as const).map((key): GuardedEndpoint => ({
    method: 'GET',
    path: `/api/reports/${key}`,
    anyOf: [reportDefinition(key)!.permission],
    allowed: 200,
  })),
  ...served.map((r): GuardedEndpoint => ({
    method: 'GET',
    path: `/api/reports/${r.key}`,
    anyOf: [r.permission],
    // board chains needs its board
    allowed: r.key === 'board-chains' ? 400 : 200,
  })),
];

describePermissionMatrix(
  'reports',
  DEFAULT_ROLES,
  ['ROLE_ADMINISTRATOR', 'ROLE_BOARD', 'ROLE_SCHOOL', 'ROLE_SUBSTITUTE', 'ROLE_EMPLOYEE'],
  ENDPOINTS,
  () => ({ deps: env.deps, server: env.server }),
);

const get = (path: string): IsolationCall[] => [{ method: 'GET', path }];
/** Calls naming pool B's branch, board and person; board chains always names a board (without one it is 400, not a refusal). */
const withIdsOfB = (key: string, b: Record<string, number>): IsolationCall[] => {
  const board = key === 'board-chains' ? `filter[board]=${b.board}&` : '';
  return [
    ...get(`/api/reports/${key}?${board}filter[branch][]=${b.branch}`),
    ...get(`/api/reports/${key}?filter[board]=${b.board}`),
    ...get(`/api/reports/${key}?${board}filter[person][]=${b.person}`),
    ...get(`/api/reports/${key}?${board}filter[period_from]=2026-08-01&filter[period_to]=2027-07-31`),
  ];
};

const ROUTES: Record<string, IsolationRoute> = {
  'GET /api/reports/health': { noPoolData: 'health' },
  'GET /api/reports/menu': { noPoolData: 'the catalogue filtered by the rights of the token' },
  'POST /api/pdf': { noPoolData: "prints the caller's own HTML; reads no table" },
  'POST /api/reports/pdf': { noPoolData: "prints the caller's own HTML; reads no table" },
  'GET /api/reports/:key': (b) => [...served.flatMap((r) => withIdsOfB(r.key, b)), ...get(`/api/reports/log?filter[request]=${b.request}`)],
  // H5's routes: pool B's export job, pool-tool export, person and branch pair are not found, a filter naming its ids is refused
  'GET /api/reports/contracts/:id': (b) => get(`/api/reports/contracts/${b.person}`),
  'GET /api/report/secondment/pdf/:loaning/:borrowing': (b) => get(`/api/report/secondment/pdf/${b.branch}/${b.board}`),
  'GET /api/reports/secondment/pdf/:loaning/:borrowing': (b) => get(`/api/reports/secondment/pdf/${b.branch}/${b.board}`),
  'GET /api/reports/pool-tool': (b) =>
    get(`/api/reports/pool-tool?filter[period_from]=2024-03-01&filter[period_to]=2024-03-31&filter[branch][]=${b.branch}`),
  'GET /api/reports/pool-tool/xml': (b) =>
    get(`/api/reports/pool-tool/xml?filter[branch]=${b.branch}&filter[period_from]=2024-03-01&filter[period_to]=2024-03-31`),
  'POST /api/reports/pool-tool/exports': (b) => [
    {
      method: 'POST',
      path: '/api/reports/pool-tool/exports',
      body: { branch: b.branch, period_from: '2024-04-01', period_to: '2024-04-30' },
    },
  ],
  'GET /api/reports/pool-tool/exports/:id': (b) => get(`/api/reports/pool-tool/exports/${b.poolToolExport}`),
  'GET /api/reports/pool-tool/exports/:id/xml': (b) => get(`/api/reports/pool-tool/exports/${b.poolToolExport}/xml`),
  'PUT /api/reports/pool-tool/exports/:id': (b) => [
    { method: 'PUT', path: `/api/reports/pool-tool/exports/${b.poolToolExport}`, body: {} },
  ],
  'GET /api/reports/exports/:id': (b) => get(`/api/reports/exports/${b.exportJob}`),
  'GET /api/reports/exports/:id/download': (b) => get(`/api/reports/exports/${b.exportJob}/download`),
  'POST /api/reports/:key/exports': (b) => [
    { method: 'POST', path: '/api/reports/work-state/exports', body: { format: 'csv', filter: { branch: [b.branch] } } },
    { method: 'POST', path: '/api/reports/secondment/exports', body: { format: 'xlsx', filter: { person: [b.person] } } },
  ],
  ...Object.fromEntries(
    EXPORT_FORMATS.map((f): [string, IsolationRoute] => [
      `GET /api/reports/:key/${f}-export`,
      // afas and totals are the work state's own (ADR 0108)
      (b) =>
        get(`/api/reports/${f === 'afas' || f === 'totals' ? 'work-state' : 'travel-expenses'}/${f}-export?filter[branch][]=${b.branch}`),
    ]),
  ),
};

/** H5's records of pool B: a finished export job and a pool-tool export, made by B's administrator. */
beforeAll(async () => {
  const job = await env.server.call('POST', '/api/reports/work-state/exports', { token: adminB, body: { format: 'csv', filter: {} } });
  idsB.exportJob = job.body.data.id;
  const body = { branch: idsB.branch, period_from: '2024-03-01', period_to: '2024-03-31' };
  idsB.poolToolExport = (await env.server.call('POST', '/api/reports/pool-tool/exports', { token: adminB, body })).body.data.id;
}, SETUP_TIMEOUT_MS);

describeTenantIsolation('reports', ROUTES, () => ({
  app: createApp(env.deps),
  server: env.server,
  tokenA: adminA,
  idsB,
  markersB: ['De Regenboog', 'Het Kompas', 'De Vlinder', 'Stichting Demo Bestuur'],
  fingerprintB: () => poolFingerprint(env.deps.db, ['reports'], env.pools.demo),
}));

describeBadInput(reportsApi, () => ({
  server: env.server,
  token: adminB,
  pathOf: (path) => path.replace(':key', 'requests').replace(':id', String(MISSING)),
  counts: () => rowCounts(env.deps.db, ['reports']),
}));

describe('reports: bad filters', () => {
  it.each([
    ['a date that is no date', 'filter[period_from]=2026-13-01', 422],
    ['a reversed period', 'filter[period_from]=2026-12-01&filter[period_to]=2026-11-01', 422],
    ['a branch that is no id', 'filter[branch][]=abc', 422],
    ['a period over two years', 'filter[period_from]=2024-01-01&filter[period_to]=2026-06-01', 400],
    ['a sort direction that is none', 'sorting[field]=name&sorting[direction]=sideways', 422],
  ])('refuses %s', async (_name, query, status) => {
    const res = await env.server.call('GET', `/api/reports/requests?${query}`, { token: adminB });
    expect(res.status).toBe(status);
    expect(res.body.data).toBeNull();
  });

  it('needs a board for board chains with the right only', async () => {
    const token = await env.token(env.pools.demo, [E.BOARD_CHAINS_REPORT]);
    expect((await env.server.call('GET', '/api/reports/board-chains', { token })).status).toBe(400);
  });
});
