import type { PoolView, RoleView } from '@app/contracts';
import { DEFAULT_ROLES, ExtraPermission } from '@app/contracts';
import { testToken } from '@app/service-kit/testing';
import { login, startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

let env: IdentityEnv;
let sysadmin: string;
let demoAdmin: string;
let demoId: number;
let noordId: number;

const call = (method: string, path: string, token: string, body?: unknown) => env.server.call(method, path, { body, token });
const input = (p: PoolView, changes: Record<string, unknown> = {}) => ({ ...p, ...changes });
const fresh = {
  name: 'Stichting Zuid',
  url: 'zuid',
  logo: '/logos/zuid.svg',
  start_date: '2026-01-01',
  end_date: null,
  whitelabel_url: 'https://zuid.example.nl',
  modules: ['requests'],
  enable_sms: true,
  custom_messages: { en: 'Welcome', nl: 'Welkom' },
};

beforeAll(async () => {
  env = await startIdentityEnv();
  ({ demo: demoId, noord: noordId } = env.poolIds);
  sysadmin = (await login(env.server, 'admin', { pool: 'demo' })).token;
  demoAdmin = await testToken(env.deps, { pool_id: demoId, allow: [ExtraPermission.POOL_ALL] });
}, 120_000);

afterAll(() => env.close());

test('a sysadmin lists and creates pools; a new pool gets the default roles', async () => {
  expect(((await call('GET', '/api/pool', sysadmin)).body.data as PoolView[]).map((p) => p.url)).toEqual(
    expect.arrayContaining(['demo', 'noord']),
  );
  const created = await call('POST', '/api/pool', sysadmin, fresh);
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ ...fresh, database_name: 'pool_zuid' });
  const zuidAdmin = await testToken(env.deps, { pool_id: created.body.data.id, is_sysadmin: true });
  const roles = (await call('GET', '/api/role', zuidAdmin)).body.data as RoleView[];
  expect(
    roles
      .filter((r) => r.pool_id === created.body.data.id)
      .map((r) => r.code)
      .sort(),
  ).toEqual(DEFAULT_ROLES.map((r) => r.code).sort());
  expect((await call('POST', '/api/pool', sysadmin, fresh)).body.meta.errors).toEqual({ url: ['This value is already used.'] });
  expect(Object.keys((await call('POST', '/api/pool', sysadmin, { url: 'Not A Slug' })).body.meta.errors).sort()).toEqual(['name', 'url']);
});

test('a pool administrator reads and edits only the own pool and creates none', async () => {
  expect(((await call('GET', '/api/pool', demoAdmin)).body.data as PoolView[]).map((p) => p.id)).toEqual([demoId]);
  expect((await call('GET', `/api/pool/${noordId}`, demoAdmin)).status).toBe(404);
  expect((await call('POST', '/api/pool', demoAdmin, { ...fresh, url: 'west' })).status).toBe(403);
  const own = (await call('GET', `/api/pool/${demoId}`, demoAdmin)).body.data as PoolView;
  const res = await call(
    'PUT',
    `/api/pool/${demoId}`,
    demoAdmin,
    input(own, { custom_messages: { en: 'Hello', nl: 'Hallo' }, enable_sms: false }),
  );
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ custom_messages: { en: 'Hello', nl: 'Hallo' }, enable_sms: false, url: 'demo' });
  // the public login page shows the new messages
  expect((await env.server.call('GET', '/api/pool/url/demo')).body.data.custom_messages).toEqual({ en: 'Hello', nl: 'Hallo' });
  const noord = (await call('GET', `/api/pool/${noordId}`, sysadmin)).body.data as PoolView;
  expect((await call('PUT', `/api/pool/${noordId}`, demoAdmin, noord)).status).toBe(404);
  const school = (await login(env.server, 'school')).token;
  expect((await call('GET', '/api/pool', school)).status).toBe(403);
});

test('the pool list answers like the master data lists: search on name and url, sort, pagination meta', async () => {
  const urls = (res: { body: { data: PoolView[] } }) => res.body.data.map((p) => p.url);
  const byUrl = await call('GET', '/api/pool?sortBy[column]=url&sortBy[order]=desc&itemsPerPage=-1', sysadmin);
  expect(urls(byUrl)).toEqual([...urls(byUrl)].sort().reverse());
  expect(byUrl.body.meta.pagination).toMatchObject({ total: byUrl.body.data.length, per_page: -1 });
  const noord = await call('GET', '/api/pool?search[q]=NOORD', sysadmin);
  expect(urls(noord)).toEqual(['noord']);
  expect(noord.body.meta.pagination).toMatchObject({ total: 1, per_page: 25, current_page: 1 });
  expect((await call('GET', '/api/pool?sortBy[column]=support', sysadmin)).status).toBe(422);
});

test('an update names only the fields it changes: custom messages and support a form leaves out are kept', async () => {
  const noord = (await call('GET', `/api/pool/${noordId}`, sysadmin)).body.data as PoolView;
  const res = await call('PUT', `/api/pool/${noordId}`, sysadmin, { enable_sms: !noord.enable_sms });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ ...noord, enable_sms: !noord.enable_sms });
});

test('MD-POOL-01 checks the modules, the database name and the custom messages (en and nl) on the server', async () => {
  const bad = await call('POST', '/api/pool', sysadmin, {
    ...fresh,
    url: 'oost',
    modules: ['requests', 'coffee'],
    database_name: 'Oost DB',
  });
  expect(bad.status).toBe(422);
  expect(bad.body.meta.errors).toEqual({
    'modules.1': ['The module is not allowed.'],
    database_name: ['Lowercase letters, digits and _ (at most 63)'],
  });
  const change = { modules: ['requests', 'reports'], custom_messages: { en: 'Hello', nl: null } };
  const res = await call('PUT', `/api/pool/${demoId}`, demoAdmin, change);
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ modules: ['requests', 'reports'], custom_messages: { en: 'Hello', nl: '' } });
  // another pool's id is not there for a pool administrator
  expect((await call('PUT', `/api/pool/${noordId}`, demoAdmin, change)).status).toBe(404);
});

test('ID-PERM-13: the pool form writes a support text per audience, an emptied one stored as empty; its checkbox sends 1 or 0', async () => {
  const change = { support_texts: { admin: 'Beheer', school: 'Scholen', substitute: null }, enable_sms: 0 };
  const res = await call('PUT', `/api/pool/${demoId}`, demoAdmin, change);
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ support_texts: { admin: 'Beheer', school: 'Scholen', substitute: '' }, enable_sms: false });
  expect((await call('PUT', `/api/pool/${demoId}`, demoAdmin, { enable_sms: 1 })).body.data).toMatchObject({
    enable_sms: true,
    support_texts: { admin: 'Beheer', school: 'Scholen', substitute: '' },
  });
  const wrong = await call('PUT', `/api/pool/${demoId}`, demoAdmin, { support_texts: { board: 'x' } });
  expect(wrong.status).toBe(422);
});
