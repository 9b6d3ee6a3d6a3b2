import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import { describeTenantIsolation, poolFingerprint, type IsolationRoute } from '@app/service-kit/testing';
import { accounts, profiles, roles } from '../db/schema';
import { DEMO_PASSWORD } from '../demo/demo-data';
import { identityService } from '../index';
import { branchIdByName, ensureProfile, personIdByEmail } from '../store/seed';
import { login, startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

/**
 * Identity's routes against another pool's ids: the caller is noord's administrator (every
 * right of the pool, no sysadmin); pool B is demo, with its own role and accounts that only demo has.
 */
let env: IdentityEnv;
let tokenA: string;
let refreshA: string;
const idsB: Record<string, number> = {};
const NOORD = { username: 'noord', password: DEMO_PASSWORD };

const get = (path: string) => [{ method: 'GET', path }];
const byId =
  (method: string, path: (b: Record<string, number>) => string, body?: unknown): IsolationRoute =>
  (b) => [{ method, path: path(b), body }];

const ROUTES: Record<string, IsolationRoute> = {
  'GET /api/identity/health': { noPoolData: 'health' },
  'GET /api/health': { noPoolData: 'health' },
  'POST /api/auth/pool': () => [{ method: 'POST', path: '/api/auth/pool', body: NOORD }],
  'POST /api/auth/pool/:id/profile': byId('POST', (b) => `/api/auth/pool/${b.pool}/profile`, NOORD),
  'GET /api/auth/pools': () => get('/api/auth/pools'),
  'GET /api/auth/pool/:id/profiles': (b) => get(`/api/auth/pool/${b.pool}/profiles`),
  'POST /api/login_check': (b) => [{ method: 'POST', path: '/api/login_check', body: { ...NOORD, pool: b.pool, profile: b.profile } }],
  'POST /api/token/refresh': (b) => [
    { method: 'POST', path: '/api/token/refresh', body: { refresh_token: refreshA, pool: b.pool } },
    { method: 'POST', path: '/api/token/refresh', body: { refresh_token: refreshA, profile: b.profile } },
  ],
  'POST /api/logout': () => [{ method: 'POST', path: '/api/logout', body: {} }],
  'POST /api/profile': (b) => [
    { method: 'POST', path: '/api/profile', body: { person_id: b.person, branch_id: null, role_ids: [b.ownRole] } },
    { method: 'POST', path: '/api/profile', body: { person_id: b.ownPerson, branch_id: b.branch, role_ids: [b.ownRole] } },
    { method: 'POST', path: '/api/profile', body: { person_id: b.ownPerson, branch_id: null, role_ids: [b.role] } },
  ],
  'PUT /api/profile/:id': byId('PUT', (b) => `/api/profile/${b.profile}`, { profile_type_id: null, description: 'overgenomen' }),
  'DELETE /api/profile/:id/archive': byId('DELETE', (b) => `/api/profile/${b.profile}/archive`),
  'GET /api/account/invitation/:token': () => get('/api/account/invitation/not-a-token'),
  'POST /api/account/invitation/:token/join': () => [{ method: 'POST', path: '/api/account/invitation/not-a-token/join', body: NOORD }],
  'POST /api/account/invitation/:token/register': () => [
    {
      method: 'POST',
      path: '/api/account/invitation/not-a-token/register',
      body: { email: 'x@example.nl', username: 'xuser', password: 'Sterk#2026', password_confirmation: 'Sterk#2026' },
    },
  ],
  'POST /api/account/create': () => [
    {
      method: 'POST',
      path: '/api/account/create',
      body: { token: 'not-a-token', email: 'x@example.nl', username: 'xuser', password: 'Sterk#2026', password_confirmation: 'Sterk#2026' },
    },
  ],
  'GET /api/auth/current-profile': () => get('/api/auth/current-profile'),
  'GET /api/auth/current-pool': () => get('/api/auth/current-pool?include=info'),
  'GET /api/pool/url/:value': { noPoolData: "public: a pool's own login page shows its name, logo and message to anyone" },
  'GET /api/menu': () => get('/api/menu'),
  'GET /api/auth/sso-providers': { noPoolData: "public: the login page of a pool lists that pool's sign-in buttons" },
  'GET /api/auth/sso/:code/start': { noPoolData: 'public: redirects a browser to a provider' },
  'GET /api/auth/sso/callback': { noPoolData: "public: the provider's redirect back, bound to the browser's state" },
  'POST /api/auth/sso/profiles': () => [{ method: 'POST', path: '/api/auth/sso/profiles', body: { ticket: 'x'.repeat(43) } }],
  'POST /api/auth/sso/login_check': (b) => [
    { method: 'POST', path: '/api/auth/sso/login_check', body: { ticket: 'x'.repeat(43), profile: b.profile } },
  ],
  'GET /api/role': () => get('/api/role?itemsPerPage=-1'),
  'GET /api/role/:id': (b) => get(`/api/role/${b.role}`),
  'GET /api/role/options': () => get('/api/role/options'),
  'POST /api/role': (b) => [{ method: 'POST', path: '/api/role', body: { code: 'ROLE_X', name: 'X', parent_id: b.role } }],
  'PUT /api/role/:id': byId('PUT', (b) => `/api/role/${b.role}`, { name: 'Overgenomen' }),
  'DELETE /api/role/:id/archive': byId('DELETE', (b) => `/api/role/${b.role}/archive`),
  'GET /api/account': () => get('/api/account?itemsPerPage=-1'),
  'GET /api/account/:id': (b) => get(`/api/account/${b.account}`),
  'PUT /api/account/:id': byId('PUT', (b) => `/api/account/${b.account}`, { email: 'attacker@example.com' }),
  'GET /api/pool': () => get('/api/pool'),
  'GET /api/pool/:id': (b) => get(`/api/pool/${b.pool}`),
  'POST /api/pool': () => [{ method: 'POST', path: '/api/pool', body: { name: 'X', url: 'x-pool' } }],
  'PUT /api/pool/:id': byId('PUT', (b) => `/api/pool/${b.pool}`, { name: 'Overgenomen' }),
  'POST /api/2fa_check': () => [{ method: 'POST', path: '/api/2fa_check', body: { two_factor_token: 'x'.repeat(43), code: '123456' } }],
  'POST /api/account/forgot': { noPoolData: 'public: always the same answer; the link goes to the account owner only' },
  'POST /api/account/reset': () => [
    {
      method: 'POST',
      path: '/api/account/reset',
      body: { token: 'x'.repeat(43), password: 'Sterk#2026', password_confirmation: 'Sterk#2026' },
    },
  ],
  'PATCH /api/account/password-reset': () => [
    { method: 'PATCH', path: '/api/account/password-reset', body: { current_password: 'Fout#1234', password: 'Sterk#2026x' } },
  ],
  'POST /api/account/toggle2fa': () => [{ method: 'POST', path: '/api/account/toggle2fa', body: {} }],
};

beforeAll(async () => {
  env = await startIdentityEnv();
  const { demo, noord } = env.poolIds;
  // noord's administrator: the 'noord' account gets an administrator profile in noord
  await env.deps.db.withPool(noord, async (tx) => {
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'noord'));
    const [admin] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.poolId, noord), eq(roles.code, 'ROLE_ADMINISTRATOR')));
    const personId = await personIdByEmail(tx, noord, 'noord@noord.invalpool.nl');
    const branchId = await branchIdByName(tx, noord, 'Stichting Noord Bestuur');
    await ensureProfile(tx, { poolId: noord, accountId: account!.id, personId: personId!, branchId: branchId!, roleId: admin!.id });
    idsB.ownRole = admin!.id;
    idsB.ownPerson = personId!;
  });
  const session = await login(env.server, 'noord', { profileBranch: 'Stichting Noord Bestuur' });
  const choices = (await env.server.call('GET', `/api/auth/pool/${noord}/profiles`, { token: session.token })).body.data as {
    id: number;
    roles: { code: string }[];
  }[];
  const adminProfile = choices.find((p) => p.roles.some((r) => r.code === 'ROLE_ADMINISTRATOR'))!;
  const switched = await env.server.call('POST', '/api/token/refresh', {
    body: { refresh_token: session.refresh_token, profile: adminProfile.id },
  });
  tokenA = switched.body.data.token;
  refreshA = (switched.headers.getSetCookie().find((c) => c.startsWith('invalpool_refresh=')) ?? '').split(';')[0]!.split('=')[1]!;

  // pool B: demo, with a role of its own and an account only demo has (planner)
  await env.deps.db.withPool(demo, async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ poolId: demo, code: 'ROLE_ONLY_DEMO', name: 'Alleen Demo Rol' })
      .returning({ id: roles.id });
    idsB.role = role!.id;
    const [profile] = await tx
      .select({ id: profiles.id, accountId: profiles.accountId, personId: profiles.personId, branchId: profiles.branchId })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(and(eq(accounts.username, 'planner'), isNull(profiles.archivedAt)));
    Object.assign(idsB, {
      pool: demo,
      profile: profile!.id,
      account: profile!.accountId,
      person: profile!.personId!,
      branch: profile!.branchId!,
    });
  });
}, 120_000);

afterAll(() => env.close());

describeTenantIsolation('identity', ROUTES, () => ({
  app: identityService.createApp(env.deps),
  server: env.server,
  tokenA,
  idsB,
  markersB: ['Alleen Demo Rol', 'planner@demo.invalpool.nl', 'Stichting Demo', 'De Regenboog'],
  fingerprintB: async () => ({
    rows: await poolFingerprint(env.deps.db, ['identity'], env.poolIds.demo),
    // accounts belong to no pool: those with a profile in demo are demo's too
    accounts: await env.deps.db.withSystem((tx) =>
      rowsOf(
        tx,
        sql`select md5(string_agg(a::text, '|' order by a.id)) as hash from identity.accounts a
            where a.id in (select account_id from identity.profiles where pool_id = ${env.poolIds.demo})`,
      ),
    ),
    pools: await env.deps.db.withSystem((tx) => rowsOf(tx, sql`select * from identity.pools where id = ${env.poolIds.demo}`)),
  }),
}));
