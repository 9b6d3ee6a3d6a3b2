import { ADMIN_PERMISSIONS, channels, Permission, POOL_PERMISSIONS, RoleMessages, type RoleView } from '@app/contracts';
import { testToken } from '@app/service-kit/testing';
import { login, startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

let env: IdentityEnv;
let demoId: number;
let noordId: number;
let sysadmin: string;
let poolAdmin: string;
let noordAdmin: string;
let narrowAdmin: string;
const managerRights = [Permission.ROLE_ALL, ...POOL_PERMISSIONS.filter((p) => !ADMIN_PERMISSIONS.includes(p))];

const call = (method: string, path: string, token: string, body?: unknown) => env.server.call(method, path, { body, token });
const role = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: code.replace('ROLE_', ''),
  allow: [],
  deny: [],
  ...extra,
});
const byCode = async (token: string, code: string) =>
  ((await call('GET', '/api/role?itemsPerPage=-1', token)).body.data as RoleView[]).find((r) => r.code === code)!;

beforeAll(async () => {
  env = await startIdentityEnv();
  ({ demo: demoId, noord: noordId } = env.poolIds);
  sysadmin = (await login(env.server, 'admin', { pool: 'demo' })).token;
  // a pool's role manager holds what it hands out (ERR-GEN-05): every pool permission, the admin ones but the role editor's excepted
  poolAdmin = await testToken(env.deps, { username: 'pooladmin', pool_id: demoId, allow: managerRights, view_entire_pool: true });
  narrowAdmin = await testToken(env.deps, { username: 'narrowadmin', pool_id: demoId, allow: [Permission.ROLE_ALL, Permission.LABEL_ALL] });
  noordAdmin = await testToken(env.deps, { username: 'noordadmin', pool_id: noordId, allow: [Permission.ROLE_ALL] });
}, 120_000);

afterAll(() => env.close());

test('the roles of the pool need PERMISSION_ROLE_ALL', async () => {
  const school = (await login(env.server, 'school')).token;
  expect((await call('GET', '/api/role', school)).status).toBe(403);
  const res = await call('GET', '/api/role', poolAdmin);
  expect(res.status).toBe(200);
  expect((res.body.data as RoleView[]).map((r) => r.code)).toEqual(
    expect.arrayContaining(['ROLE_ADMINISTRATOR', 'ROLE_BOARD', 'ROLE_SUBSTITUTE']),
  );
  expect((res.body.data as RoleView[]).every((r) => r.pool_id === demoId || r.pool_id === null)).toBe(true);
  const substitute = await byCode(poolAdmin, 'ROLE_SUBSTITUTE');
  expect(substitute.parent_id).toBe((await byCode(poolAdmin, 'ROLE_EMPLOYEE')).id);
});

test('create, read and update a role with a parent; inherited rights reach the token', async () => {
  const employee = await byCode(poolAdmin, 'ROLE_EMPLOYEE');
  const created = await call(
    'POST',
    '/api/role',
    poolAdmin,
    role('ROLE_COORDINATOR', { parent_id: employee.id, allow: [Permission.REQUEST_VIEW], view_entire_pool: true }),
  );
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({
    code: 'ROLE_COORDINATOR',
    parent_id: employee.id,
    pool_id: demoId,
    view_entire_pool: true,
    is_sysadmin: false,
  });
  const id = created.body.data.id as number;
  expect((await call('GET', `/api/role/${id}`, poolAdmin)).body.data.allow).toEqual([Permission.REQUEST_VIEW]);
  const updated = await call(
    'PUT',
    `/api/role/${id}`,
    poolAdmin,
    role('ROLE_COORDINATOR', {
      name: 'Coördinator',
      parent_id: employee.id,
      allow: [Permission.REQUEST_ALL],
      deny: [Permission.PLANNING_VIEW],
    }),
  );
  expect(updated.status).toBe(200);
  expect(updated.body.data).toMatchObject({ name: 'Coördinator', allow: [Permission.REQUEST_ALL], deny: [Permission.PLANNING_VIEW] });
  expect((await call('POST', '/api/role', poolAdmin, role('ROLE_COORDINATOR'))).body.meta.errors).toEqual({
    code: [RoleMessages.codeTaken],
  });
});

test('lists are checked against the catalogue, parents against loops', async () => {
  const bad = await call('POST', '/api/role', poolAdmin, role('ROLE_ODD', { allow: ['PERMISSION_FLY_ALL'] }));
  expect(bad.status).toBe(422);
  expect(bad.body.meta.errors.allow).toEqual(['Unknown permission: PERMISSION_FLY_ALL']);
  const parent = (await call('POST', '/api/role', poolAdmin, role('ROLE_TOP'))).body.data as RoleView;
  const child = (await call('POST', '/api/role', poolAdmin, role('ROLE_LOW', { parent_id: parent.id }))).body.data as RoleView;
  const loop = await call('PUT', `/api/role/${parent.id}`, poolAdmin, role('ROLE_TOP', { parent_id: child.id }));
  expect(loop.body.meta.errors.parent_id).toEqual([RoleMessages.parentCycle]);
  const bad422 = await call('POST', '/api/role', poolAdmin, { code: 'boss', name: '' });
  expect(Object.keys(bad422.body.meta.errors).sort()).toEqual(['code', 'name']);
});

test('only a sysadmin grants admin permissions or makes a global role', async () => {
  const res = await call('POST', '/api/role', poolAdmin, role('ROLE_KEEPER', { allow: [Permission.ROLE_ALL] }));
  expect(res.status).toBe(403);
  expect(res.body.meta.messages[0].message).toBe(RoleMessages.adminPermission);
  expect((await call('POST', '/api/role', poolAdmin, role('ROLE_EVERYWHERE', { global: true }))).status).toBe(403);
  expect((await call('POST', '/api/role', sysadmin, role('ROLE_KEEPER', { allow: [Permission.ROLE_ALL] }))).status).toBe(201);
  const global = await call('POST', '/api/role', sysadmin, role('ROLE_EVERYWHERE', { global: true }));
  expect(global.body.data.pool_id).toBeNull();
  // a global role is seen in every pool but changed only by a sysadmin
  expect((await byCode(noordAdmin, 'ROLE_EVERYWHERE')).id).toBe(global.body.data.id);
  expect((await call('PUT', `/api/role/${global.body.data.id}`, noordAdmin, role('ROLE_EVERYWHERE'))).status).toBe(403);
});

test("ERR-GEN-05: a role's set changes only in permissions its editor holds", async () => {
  const refused = (res: { status: number; body: { meta: { messages: { message: string }[] } } }) => {
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0]?.message).toBe("You don't have permissions to update the set.");
  };
  // granting, denying and (below) taking away a permission the editor lacks are refused alike
  refused(await call('POST', '/api/role', narrowAdmin, role('ROLE_NARROW_A', { allow: [Permission.REQUEST_VIEW] })));
  refused(await call('POST', '/api/role', narrowAdmin, role('ROLE_NARROW_B', { deny: [Permission.REQUEST_VIEW] })));
  refused(await call('POST', '/api/role', narrowAdmin, role('ROLE_NARROW_C', { view_entire_pool: true })));
  const own = await call('POST', '/api/role', narrowAdmin, role('ROLE_NARROW', { allow: [Permission.LABEL_ALL] }));
  expect(own.status).toBe(201);
  const planner = await call(
    'POST',
    '/api/role',
    poolAdmin,
    role('ROLE_PLANS', { allow: [Permission.REQUEST_VIEW, Permission.LABEL_ALL] }),
  );
  const id = planner.body.data.id as number;
  refused(await call('PUT', `/api/role/${id}`, narrowAdmin, role('ROLE_PLANS', { allow: [Permission.LABEL_ALL] })));
  // the permissions it lacks may stay as they are: it changes the rest of the set
  const kept = await call('PUT', `/api/role/${id}`, narrowAdmin, role('ROLE_PLANS', { allow: [Permission.REQUEST_VIEW] }));
  expect(kept.status).toBe(200);
  // a parent carrying what the editor lacks is refused as well
  refused(
    await call('PUT', `/api/role/${own.body.data.id}`, narrowAdmin, role('ROLE_NARROW', { allow: [Permission.LABEL_ALL], parent_id: id })),
  );
});

test('a pool never reads or changes another pool’s role', async () => {
  const demoBoard = await byCode(poolAdmin, 'ROLE_BOARD');
  expect((await call('GET', `/api/role/${demoBoard.id}`, noordAdmin)).status).toBe(404);
  expect((await call('PUT', `/api/role/${demoBoard.id}`, noordAdmin, role('ROLE_BOARD'))).status).toBe(404);
  expect((await call('DELETE', `/api/role/${demoBoard.id}/archive`, noordAdmin)).status).toBe(404);
});

test('deletion is refused for sysadmin, children, profiles and the last role of a default code', async () => {
  const reason = async (code: string, token = poolAdmin) => {
    const r = await byCode(token, code);
    const res = await call('DELETE', `/api/role/${r.id}/archive`, token);
    return [res.status, res.body.meta.messages?.[0]?.message];
  };
  expect(await reason('ROLE_SYSADMIN')).toEqual([422, RoleMessages.isSysadmin]);
  expect(await reason('ROLE_EMPLOYEE')).toEqual([422, RoleMessages.hasChildren]);
  expect(await reason('ROLE_BOARD')).toEqual([422, RoleMessages.hasProfiles]);
  // ROLE_SCHOOL exists in both pools: the noord one may go, then the demo one must remain
  expect((await reason('ROLE_SCHOOL', noordAdmin))[0]).toBe(200);
  expect(await reason('ROLE_SCHOOL')).toEqual([422, 'At least one role with code "ROLE_SCHOOL" must remain in the system']);
  const low = await byCode(poolAdmin, 'ROLE_LOW');
  expect((await call('DELETE', `/api/role/${low.id}/archive`, poolAdmin)).status).toBe(200);
  expect((await call('GET', `/api/role/${low.id}`, poolAdmin)).status).toBe(404);
});

test('the role list answers like the master data lists: search, whitelisted sort, pages and pagination meta', async () => {
  const codes = (res: { body: { data: RoleView[] } }) => res.body.data.map((r) => r.code);
  const byName = await call('GET', '/api/role?itemsPerPage=-1&sortBy[column]=name&sortBy[order]=desc', poolAdmin);
  const names = (byName.body.data as RoleView[]).map((r) => r.name);
  expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'nl', { sensitivity: 'base' })));
  expect(byName.body.meta.pagination).toMatchObject({ total: names.length, per_page: -1, current_page: 1 });

  const found = await call('GET', '/api/role?search[q]=%20%20subST%20', poolAdmin);
  expect(codes(found)).toEqual(['ROLE_SUBSTITUTE']);
  expect(found.body.meta.pagination).toMatchObject({ total: 1, per_page: 25, current_page: 1 });

  const second = await call('GET', '/api/role?itemsPerPage=25&page=2&sortBy[column]=code', poolAdmin);
  expect(second.body.data).toEqual([]);
  expect(second.body.meta.pagination).toMatchObject({
    total: names.length,
    current_page: 2,
    links: { current: '/api/role?itemsPerPage=25&page=2&sortBy[column]=code' },
  });

  const badSort = await call('GET', '/api/role?sortBy[column]=allow', poolAdmin);
  expect(badSort.status).toBe(422);
  expect(badSort.body.meta.errors).toEqual({ 'sortBy.column': ['The sort column is not allowed.'] });
  expect((await call('GET', '/api/role?itemsPerPage=7', poolAdmin)).status).toBe(422);
});

test('an update names only the fields it changes and the role lists hear of every change', async () => {
  const events: { channel: string; author: string | null; payload: unknown }[] = [];
  const stop = env.deps.bus.subscribe((e) => events.push(e));
  const created = (
    await call('POST', '/api/role', poolAdmin, role('ROLE_PARTIAL', { allow: [Permission.REQUEST_VIEW], deny: [Permission.REQUEST_ALL] }))
  ).body.data as RoleView;
  const renamed = await call('PUT', `/api/role/${created.id}`, poolAdmin, { name: 'Deels' });
  stop();
  // open role lists of the pool refetch, as the role template's channel says
  expect(events.filter((e) => e.channel === channels.entityList(demoId, 'role'))).toEqual([
    expect.objectContaining({ author: 'pooladmin', payload: { id: created.id, action: 'created' } }),
    expect.objectContaining({ author: 'pooladmin', payload: { id: created.id, action: 'updated' } }),
  ]);
  expect(renamed.status).toBe(200);
  expect(renamed.body.data).toMatchObject({
    code: 'ROLE_PARTIAL',
    name: 'Deels',
    allow: [Permission.REQUEST_VIEW],
    deny: [Permission.REQUEST_ALL],
  });
  expect((await call('PUT', `/api/role/${created.id}`, poolAdmin, { name: '' })).body.meta.errors).toEqual({
    name: ['The field is required'],
  });
});

describe('admin permissions through the parent chain', () => {
  it('a pool administrator cannot reach admin permissions or the sysadmin flag by choosing a parent or dropping a deny', async () => {
    const administrator = await byCode(poolAdmin, 'ROLE_ADMINISTRATOR');
    const sysadminRole = await byCode(poolAdmin, 'ROLE_SYSADMIN');
    const viaParent = await call('POST', '/api/role', poolAdmin, role('ROLE_SHADOW', { parent_id: administrator.id }));
    expect(viaParent.status).toBe(403);
    expect(viaParent.body.meta.messages[0].message).toBe(RoleMessages.adminPermission);
    expect((await call('POST', '/api/role', poolAdmin, role('ROLE_SHADOW', { parent_id: sysadminRole.id }))).status).toBe(403);

    // a sysadmin made a child of the administrator that denies the admin permissions: removing the deny is granting them
    const denied = ['PERMISSION_ROLE_ALL', 'PERMISSION_ACCOUNT_ALL', 'PERMISSION_POOL_ALL'];
    const child = await call('POST', '/api/role', sysadmin, role('ROLE_CHILD_ADMIN', { parent_id: administrator.id, deny: denied }));
    expect(child.status).toBe(201);
    const lifted = await call('PUT', `/api/role/${child.body.data.id}`, poolAdmin, { deny: [] });
    expect(lifted.status).toBe(403);
    // other changes of that role stay open to the pool administrator
    expect((await call('PUT', `/api/role/${child.body.data.id}`, poolAdmin, { name: 'Child admin' })).status).toBe(200);
  });
});

test('the roles a holder of PERMISSION_PERSON_ALL may give, without the role editor right: only those whose rights it holds', async () => {
  const personAdmin = await testToken(env.deps, {
    username: 'personadmin',
    pool_id: demoId,
    allow: [Permission.PERSON_ALL, Permission.DASHBOARD_VIEW, Permission.INBOX_VIEW, Permission.PLANNING_VIEW],
  });
  expect((await call('GET', '/api/role', personAdmin)).status).toBe(403);
  const given = await call('GET', '/api/role/options', personAdmin);
  expect(given.status).toBe(200);
  const names = (given.body.data as { id: number; name: string }[]).map((r) => r.name);
  // the whole list is the sysadmin's; a holder of few rights gets fewer, never the sysadmin role
  const all = ((await call('GET', '/api/role/options', sysadmin)).body.data as { name: string }[]).map((r) => r.name);
  expect(all).toEqual(expect.arrayContaining(['Sysadmin', 'Administrator']));
  expect(names).not.toContain('Sysadmin');
  expect(names).not.toContain('Administrator');
  expect(names.length).toBeLessThan(all.length);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
  const school = (await login(env.server, 'school')).token;
  expect((await call('GET', '/api/role/options', school)).status).toBe(403);
});
