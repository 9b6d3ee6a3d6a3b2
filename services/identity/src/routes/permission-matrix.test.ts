import {
  DEFAULT_ROLES,
  type DefaultRoleCode,
  ExtraPermission,
  hasAnyRight,
  menuItemRights,
  type MenuResponse,
  Permission,
} from '@app/contracts';
import { documentedRights, expectGuardAnswer, matrixHolder, undiscriminatingRows, type GuardedEndpoint } from '@app/service-kit/testing';
import { hashPassword } from '../domain/secrets';
import { DEMO_PASSWORD } from '../demo/demo-data';
import { branchIdByName, ensureAccount, ensureProfile, ensureRoles, personIdByEmail } from '../store/seed';
import { login, startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

/**
 * The permission matrix of docs/roles.md, proven over HTTP: for every default role a profile holding
 * only that role gets 200 (or, for a write with an empty body, the validation answer behind the
 * guard) exactly where the catalogue grants the endpoint's right, and 403 'Not enough permissions'
 * everywhere else. The expectation is computed from DEFAULT_ROLES, never written down per role.
 */

const MATRIX_ROLES: DefaultRoleCode[] = ['ROLE_ADMINISTRATOR', 'ROLE_BOARD', 'ROLE_SCHOOL', 'ROLE_SUBSTITUTE', 'ROLE_EMPLOYEE'];

let env: IdentityEnv;
let demoId: number;
let administratorRoleId: number;
const accountIds = new Map<DefaultRoleCode, number>();
const usernameOf = (code: DefaultRoleCode) => `matrix_${code.toLowerCase()}`;

// identity's guarded endpoints (GET /api/outbox is notify's and tested there)
const ENDPOINTS: GuardedEndpoint[] = [
  { method: 'GET', path: '/api/menu', anyOf: [], allowed: 200 },
  { method: 'GET', path: '/api/auth/current-profile', anyOf: [], allowed: 200 },
  { method: 'GET', path: '/api/auth/current-pool', anyOf: [], allowed: 200 },
  { method: 'GET', path: '/api/auth/pools', anyOf: [], allowed: 200 },
  { method: 'GET', path: '/api/auth/pool/{pool}/profiles', anyOf: [], allowed: 200 },
  { method: 'GET', path: '/api/role', anyOf: [Permission.ROLE_ALL], allowed: 200 },
  { method: 'GET', path: '/api/role/options', anyOf: [Permission.PERSON_ALL], allowed: 200 },
  { method: 'GET', path: '/api/role/{role}', anyOf: [Permission.ROLE_ALL], allowed: 200 },
  { method: 'POST', path: '/api/role', anyOf: [Permission.ROLE_ALL], allowed: 422, body: {} },
  { method: 'PUT', path: '/api/role/{role}', anyOf: [Permission.ROLE_ALL], allowed: 422, body: { name: '' } },
  { method: 'GET', path: '/api/account', anyOf: [ExtraPermission.ACCOUNT_ALL], allowed: 200 },
  { method: 'GET', path: '/api/account/{account}', anyOf: [ExtraPermission.ACCOUNT_ALL], allowed: 200 },
  { method: 'PUT', path: '/api/account/{account}', anyOf: [ExtraPermission.ACCOUNT_ALL], allowed: 422, body: { username: '' } },
  { method: 'GET', path: '/api/pool', anyOf: [ExtraPermission.POOL_ALL], allowed: 200 },
  { method: 'GET', path: '/api/pool/{pool}', anyOf: [ExtraPermission.POOL_ALL], allowed: 200 },
  { method: 'PUT', path: '/api/pool/{pool}', anyOf: [ExtraPermission.POOL_ALL], allowed: 422, body: { name: '' } },
  { method: 'POST', path: '/api/profile', anyOf: [Permission.PERSON_ALL], allowed: 422, body: {} },
  { method: 'PUT', path: '/api/profile/999999', anyOf: [Permission.PERSON_ALL], allowed: 422, body: {} },
  { method: 'DELETE', path: '/api/profile/999999/archive', anyOf: [Permission.PERSON_ALL], allowed: 404 },
];

const pathOf = (e: GuardedEndpoint) =>
  e.path
    .replace('{pool}', String(demoId))
    .replace('{role}', String(administratorRoleId))
    .replace('{account}', String(accountIds.get('ROLE_BOARD')));

it('discriminates: every guarded right is held by some default role and missing from another', () => {
  expect(undiscriminatingRows(DEFAULT_ROLES, MATRIX_ROLES, ENDPOINTS)).toEqual([]);
});

beforeAll(async () => {
  env = await startIdentityEnv();
  demoId = env.poolIds.demo;
  // one account per default role, with a single profile in demo holding only that role
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const code of MATRIX_ROLES) {
    const username = usernameOf(code);
    const accountId = await env.deps.db.withSystem((tx) =>
      ensureAccount(tx, { username, email: `${username}@matrix.test`, isSysadmin: false, passwordHash }),
    );
    accountIds.set(code, accountId);
    await env.deps.db.withPool(demoId, async (tx) => {
      const roleIds = await ensureRoles(tx, demoId, DEFAULT_ROLES);
      administratorRoleId = roleIds.get('ROLE_ADMINISTRATOR')!;
      const personId = await personIdByEmail(tx, demoId, 'planner@demo.invalpool.nl');
      const branchId = await branchIdByName(tx, demoId, 'Stichting Demo Bestuur');
      await ensureProfile(tx, { poolId: demoId, accountId, personId: personId!, branchId: branchId!, roleId: roleIds.get(code)! });
    });
  }
});

afterAll(() => env.close());

describe.each(MATRIX_ROLES)('permission matrix: %s', (code) => {
  let token: string;
  const holder = matrixHolder(DEFAULT_ROLES, code);

  beforeAll(async () => {
    ({ token } = await login(env.server, usernameOf(code)));
  });

  it('gets exactly the documented rights in its token', async () => {
    const payload = await env.deps.tokens.verify(token, env.deps.clock.now());
    expect(payload).toMatchObject({ roles: [code], is_sysadmin: false, finished: expect.any(Number) });
    expect(new Set(payload.allow)).toEqual(documentedRights(DEFAULT_ROLES, code));
  });

  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_name, endpoint) => {
    expectGuardAnswer(holder, endpoint, await env.server.call(endpoint.method, pathOf(endpoint), { token, body: endpoint.body }));
  });

  it('is sent only menu items whose routes its documented rights open', async () => {
    const res = await env.server.call('GET', '/api/menu', { token });
    const menu = res.body.data as MenuResponse;
    const routes = [
      ...menu.menu.flatMap((g) => g.items.map((i) => i.route)),
      ...menu.profile_items.map((i) => i.route),
      ...menu.mobile_left_menu.map((i) => i.route),
    ];
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect({ route, open: hasAnyRight(holder, menuItemRights(route)!) }).toEqual({ route, open: true });
  });
});
