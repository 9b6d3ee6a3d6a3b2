import { sql } from 'drizzle-orm';
import { PERMISSION_CATALOGUE } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import {
  describeTenantIsolation,
  poolFingerprint,
  testToken,
  type IsolationCall,
  type IsolationRoute,
  type TestDeps,
  type TestServer,
} from '@app/service-kit/testing';
import { masterdataService } from '../index';
import { documentIsolationRoutes } from '../testing/document-suite-rows';
import { blockadeIdsOf, blockadeIsolationRoutes } from '../testing/blockade-suite-rows';
import { SETUP_TIMEOUT_MS } from '../testing/fixtures';
import { travelIdsOf, travelIsolationRoutes } from '../testing/travel-suite-rows';
import { personTabIdsOf, personTabIsolationRoutes } from '../testing/person-tab-suite-rows';
import { branchTabIsolationRoutes } from '../testing/branch-tab-suite-rows';
import { mergeIsolationRoutes } from '../testing/merge-suite-rows';
import { ENTITY_TABLES, startSeededPools, type SeededPools } from '../testing/seeded-pools';

/**
 * Masterdata's routes against another pool's ids: the caller is an administrator of noord
 * (every right, the entire pool, no sysadmin), pool B is demo with its demo data.
 */
let deps: TestDeps;
let server: TestServer;
let tokenA: string;
const idsB: Record<string, number> = {};
let markersB: string[] = [];

/** A body that names pool B's records wherever an entity refers to another one. */
const refsToB = (b: Record<string, number>) => ({
  name: 'Overgenomen',
  person_id: b.person,
  branch_id: b.branch,
  parent_id: b.branch,
  branch_ids: [b.branch],
  branch_type_id: b['branch-type'],
  contract_type_id: b['contract-type'],
  policy_id: b.policy,
  label_group_id: b['label-group'],
  absence_group_id: b['absence-group'],
  period_id: b.period,
  week_schedule_id: b['week-schedule'],
  profile_type_id: b['profile-type'],
});

/** The six calls every archivable entity has, with pool B's record. */
function entityRoutes(url: string): Record<string, IsolationRoute> {
  const one =
    (method: string, suffix = '', body?: unknown) =>
    (b: Record<string, number>) => [{ method, path: `/api/${url}/${b[url]}${suffix}`, body }];
  return {
    [`GET /api/${url}`]: (b) => [
      { method: 'GET', path: `/api/${url}?itemsPerPage=-1` },
      { method: 'GET', path: `/api/${url}?itemsPerPage=-1&search[branch]=${b.branch}&search[branch_type]=${b['branch-type']}` },
      { method: 'GET', path: `/api/${url}?csv-export=1` },
    ],
    [`GET /api/${url}/:id`]: one('GET'),
    [`POST /api/${url}`]: (b) => [{ method: 'POST', path: `/api/${url}`, body: refsToB(b) }],
    [`PUT /api/${url}/:id`]: one('PUT', '', { name: 'Overgenomen' }),
    [`DELETE /api/${url}/:id/archive`]: one('DELETE', '/archive'),
    [`PUT /api/${url}/:id/unarchive`]: one('PUT', '/unarchive'),
  };
}

const get = (path: string): IsolationCall[] => [{ method: 'GET', path }];

const ROUTES: Record<string, IsolationRoute> = {
  ...Object.fromEntries(Object.keys(ENTITY_TABLES).flatMap((url) => Object.entries(entityRoutes(url)))),
  'GET /api/masterdata/health': { noPoolData: 'health' },
  'GET /api/settings/pool': () => get('/api/settings/pool'),
  'GET /api/settings/check-saturday-working-day': (b) => [
    ...get('/api/settings/check-saturday-working-day'),
    ...get(`/api/settings/check-saturday-working-day?branch=${b.branch}`),
  ],
  'GET /api/settings/check-the-same-person-absent': (b) => [
    ...get('/api/settings/check-the-same-person-absent'),
    ...get(`/api/settings/check-the-same-person-absent?branch=${b.branch}`),
  ],
  'GET /api/settings/check-sunday-working-day': (b) => [
    ...get('/api/settings/check-sunday-working-day'),
    ...get(`/api/settings/check-sunday-working-day?branch=${b.branch}`),
  ],
  'PUT /api/settings/pool': () => [{ method: 'PUT', path: '/api/settings/pool', body: { settings: {} } }],
  'GET /api/branch/:id/settings/:code': (b) => get(`/api/branch/${b.branch}/settings/request_lock_timeout`),
  'PUT /api/branch/:id/settings/:code': (b) => [
    { method: 'PUT', path: `/api/branch/${b.branch}/settings/request_lock_timeout`, body: { value: 60 } },
  ],
  'GET /api/person/me': () => get('/api/person/me'),
  'GET /api/person/birthdays': () => get('/api/person/birthdays'),
  'GET /api/person/:id/preview': (b) => get(`/api/person/${b.person}/preview`),
  'GET /api/person/:id/profiles': (b) => get(`/api/person/${b.person}/profiles`),
  'GET /api/person/:id/account': (b) => get(`/api/person/${b.person}/account`),
  'GET /api/person/:id/labels': (b) => get(`/api/person/${b.person}/labels`),
  'POST /api/person/:id/labels': (b) => [
    { method: 'POST', path: `/api/person/${b.person}/labels`, body: { label_id: b.label } },
    { method: 'POST', path: `/api/person/${b.ownPerson}/labels`, body: { label_id: b.label } },
  ],
  'DELETE /api/person/:id/labels/:labelId': (b) => [{ method: 'DELETE', path: `/api/person/${b.person}/labels/${b.label}` }],
  'PUT /api/person/:id/labels': (b) => [{ method: 'PUT', path: `/api/person/${b.person}/labels`, body: { label_ids: [b.label] } }],
  ...documentIsolationRoutes(),
  ...blockadeIsolationRoutes(),
  ...travelIsolationRoutes(),
  ...personTabIsolationRoutes(),
  ...branchTabIsolationRoutes(),
  ...mergeIsolationRoutes(),
  'GET /api/person/:id/contracts': (b) => get(`/api/person/${b.person}/contracts`),
  'GET /api/person/:id/contract-chain': (b) => get(`/api/person/${b.person}/contract-chain?branch_id=${b.branch}`),
  'GET /api/branch/tree': () => get('/api/branch/tree'),
  'POST /api/data-supplier/:id/regenerate-token': (b) => [
    { method: 'POST', path: `/api/data-supplier/${b['data-supplier']}/regenerate-token` },
  ],
  'GET /api/announcement/current': () => get('/api/announcement/current'),
  'POST /api/announcement/:id/mark-read': (b) => [{ method: 'POST', path: `/api/announcement/${b.announcement}/mark-read` }],
  'GET /api/template-page/:name': () => get('/api/template-page/person'),
  'GET /api/template/:name': () => get('/api/template/person'),
  'GET /api/template-popup/:name': () => get('/api/template-popup/person'),
  'GET /api/inputs': (b) =>
    get(
      `/api/inputs?inputs[branches][search]=&inputs[branches][option]=${b.branch}&inputs[persons]=&inputs[labels][option]=${b['label-group']}&inputs[contracts]=&inputs[vacations]=`,
    ),
};

let seeded: SeededPools;

beforeAll(async () => {
  seeded = await startSeededPools();
  ({ deps, server } = seeded);
  const { demo, noord } = seeded.pools;
  Object.assign(idsB, await seeded.firstIds(demo), { pool: demo });
  const [own] = await rowsOf<{ id: number }>(deps.db.db, sql`select min(id) as id from masterdata.persons where pool_id = ${noord}`);
  idsB.ownPerson = own!.id;
  const [ownBranch] = await rowsOf<{ id: number }>(deps.db.db, sql`select min(id) as id from masterdata.branches where pool_id = ${noord}`);
  idsB.ownBranch = ownBranch!.id;
  Object.assign(idsB, await blockadeIdsOf(deps, demo, idsB.person!, idsB.branch!));
  Object.assign(idsB, await travelIdsOf(deps, demo, idsB.person!, idsB.branch!));
  Object.assign(idsB, await personTabIdsOf(deps, demo, idsB.person!, idsB.branch!));
  // what only demo's data says: its branch and schedule names (the tree shows both) and its persons' e-mail addresses
  const textsOf = (pool: number) =>
    rowsOf<{ text: string }>(
      deps.db.db,
      sql`select name as text from masterdata.branches where pool_id = ${pool}
          union select name from masterdata.schedules where pool_id = ${pool}
          union select email from masterdata.persons where pool_id = ${pool} and email is not null`,
    );
  const noordTexts = new Set((await textsOf(noord)).map((t) => t.text));
  markersB = (await textsOf(demo)).map((t) => t.text).filter((t) => !noordTexts.has(t));
  tokenA = await testToken(deps, { pool_id: noord, allow: [...PERMISSION_CATALOGUE], view_entire_pool: true, person_id: own!.id });
}, SETUP_TIMEOUT_MS);

afterAll(() => seeded.close());

test('pool B has a record of every entity the suite tries', () => {
  expect(Object.keys(ENTITY_TABLES).filter((url) => !idsB[url])).toEqual([]);
  expect(markersB.length).toBeGreaterThan(5);
});

describeTenantIsolation('masterdata', ROUTES, () => ({
  app: masterdataService.createApp(deps),
  server,
  tokenA,
  idsB,
  markersB,
  fingerprintB: () => poolFingerprint(deps.db, ['masterdata'], idsB.pool!),
}));
