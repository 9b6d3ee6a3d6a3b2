import { and, eq } from 'drizzle-orm';
import { DEFAULT_ROLES, Messages, TOKEN_TTL_SECONDS, type TokenPayload } from '@app/contracts';
import { accounts, refreshTokens, roles } from '../db/schema';
import { DEMO_PASSWORD } from '../demo/demo-data';
import { hashPassword, hashToken } from '../domain/secrets';
import { branchIdByName, ensureAccount, ensureProfile, personIdByEmail } from '../store/seed';
import { login, refreshCookieOf, startIdentityEnv, type IdentityEnv } from '../testing/identity-env';
import { startTestServer } from '@app/service-kit/testing';
import { identityService } from '../index';

let env: IdentityEnv;
let demoId: number;
let noordId: number;

const post = (path: string, body: unknown, headers?: Record<string, string>) => env.server.call('POST', path, { body, headers });
const creds = (username: string, password = DEMO_PASSWORD) => ({ username, password });

beforeAll(async () => {
  env = await startIdentityEnv();
  ({ demo: demoId, noord: noordId } = env.poolIds);
  // a disabled account and a two-factor account beside the demo ones
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await env.deps.db.withSystem(async (tx) => {
    const off = await ensureAccount(tx, { username: 'retired', email: 'retired@demo.invalpool.nl', isSysadmin: false, passwordHash });
    await tx.update(accounts).set({ enabled: false }).where(eq(accounts.id, off));
    const twoFa = await ensureAccount(tx, { username: 'careful', email: 'careful@demo.invalpool.nl', isSysadmin: false, passwordHash });
    await tx.update(accounts).set({ twoFactor: true }).where(eq(accounts.id, twoFa));
  });
  const twoFaId = (await env.deps.db.withSystem((tx) => tx.select().from(accounts).where(eq(accounts.username, 'careful'))))[0]!.id;
  await env.deps.db.withPool(demoId, async (tx) => {
    const personId = (await personIdByEmail(tx, demoId, 'jan.jansen@demo.invalpool.nl'))!;
    const branchId = (await branchIdByName(tx, demoId, 'Het Kompas'))!;
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.poolId, demoId), eq(roles.code, 'ROLE_SCHOOL')));
    await ensureProfile(tx, { poolId: demoId, accountId: twoFaId, personId, branchId, roleId: role!.id });
  });
});

afterAll(() => env.close());

describe('identity login', () => {
  it('answers the health check', async () => {
    const res = await env.server.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'ok' });
  });

  it('logs in through credentials, pool, profile and token with every payload field', async () => {
    const pools = await post('/api/auth/pool', creds('planner'));
    expect(pools.status).toBe(200);
    expect(pools.body.data).toEqual([{ id: demoId, name: 'Stichting Demo', url: 'demo' }]);

    const step = await post(`/api/auth/pool/${demoId}/profile`, creds('planner'));
    expect(step.status).toBe(200);
    expect(step.body.data.pool).toEqual({ id: demoId, name: 'Stichting Demo', url: 'demo' });
    expect(step.body.data.profiles).toHaveLength(1);
    const profile = step.body.data.profiles[0];
    const [personId, boardId] = await env.deps.db.withPool(demoId, async (tx) => [
      await personIdByEmail(tx, demoId, 'planner@demo.invalpool.nl'),
      await branchIdByName(tx, demoId, 'Stichting Demo Bestuur'),
    ]);
    expect(profile).toEqual({
      id: expect.any(Number),
      person: { id: personId, full_name: 'Pieter de Planner', initials: 'P.' },
      branch: { id: boardId, name: 'Stichting Demo Bestuur' },
      roles: [{ code: 'ROLE_BOARD', name: 'Board' }],
    });

    const res = await post('/api/login_check', { ...creds('planner'), pool: demoId, profile: profile.id, isMobile: 0 });
    expect(res.status).toBe(200);
    expect(res.body.data['2fa_complete']).toBe(true);
    const payload: TokenPayload = await env.deps.tokens.verify(res.body.data.token, env.deps.clock.now());
    const board = DEFAULT_ROLES.find((r) => r.code === 'ROLE_BOARD')!;
    expect(payload).toEqual({
      username: 'planner',
      pool_id: demoId,
      profile_id: profile.id,
      pool_name: 'Stichting Demo',
      pool_url: 'demo',
      person_id: personId,
      person_name: 'Pieter de Planner',
      roles: ['ROLE_BOARD'],
      allow: [...board.allow].sort(),
      is_sysadmin: false,
      finished: 1,
      profiles_count: 1,
      pools_count: 1,
      branch_id: boardId,
      view_entire_pool: false,
      two_factor: false,
      account_id: expect.any(Number),
      ver: 0,
      sid: expect.any(String),
      iat: Math.floor(env.deps.clock.now().getTime() / 1000),
      exp: Math.floor(env.deps.clock.now().getTime() / 1000) + TOKEN_TTL_SECONDS,
    });

    // the refresh token is 32 random bytes, stored only as its sha256 hash, for 30 days; it is never in
    // the body, only in an HttpOnly, SameSite=Strict cookie sent to the refresh path alone
    expect(res.body.data).toEqual({ token: expect.any(String), '2fa_complete': true });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('invalpool_refresh='))!;
    expect(cookie).toMatch(/; path=\/api\/token\/refresh; /);
    expect(cookie).toMatch(/; samesite=strict; httponly$/);
    expect(cookie).not.toMatch(/secure/);
    const refresh = refreshCookieOf(res.headers);
    expect(Buffer.from(refresh, 'base64url')).toHaveLength(32);
    const [stored] = await env.deps.db.withSystem((tx) =>
      tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refresh))),
    );
    expect(stored!.expiresAt.getTime() - env.deps.clock.now().getTime()).toBe(30 * 24 * 3600 * 1000);
    const [account] = await env.deps.db.withSystem((tx) => tx.select().from(accounts).where(eq(accounts.username, 'planner')));
    expect(account!.lastLoginAt?.getTime()).toBe(env.deps.clock.now().getTime());
    expect(account!.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('gives a sysadmin every pool and the sysadmin flag', async () => {
    const pools = await post('/api/auth/pool', creds('admin'));
    expect(pools.body.data.map((p: { url: string }) => p.url)).toEqual(['demo', 'noord']);
    const session = await login(env.server, 'admin', { pool: 'noord' });
    const payload = await env.deps.tokens.verify(session.token, env.deps.clock.now());
    expect(payload).toMatchObject({
      pool_id: noordId,
      is_sysadmin: true,
      view_entire_pool: true,
      pools_count: 2,
      profiles_count: 2,
      roles: ['ROLE_ADMINISTRATOR'],
    });
  });

  it('accepts the e-mail address in any case as the login name', async () => {
    const res = await post('/api/auth/pool', creds('PLANNER@Demo.InvalPool.nl'));
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
  });

  it('answers a wrong password, an unknown user and a disabled account alike', async () => {
    const wrong = await post('/api/auth/pool', creds('planner', 'Wrong#2025'));
    const unknown = await post('/api/auth/pool', creds('nobody-here'));
    const disabled = await post('/api/auth/pool', creds('retired'));
    for (const res of [wrong, unknown, disabled]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(wrong.body);
      expect(res.body.meta.messages[0].message).toBe(Messages.invalidCredentials);
    }
  });

  it('rejects a pool or profile that is not the account’s', async () => {
    expect((await post(`/api/auth/pool/${noordId}/profile`, creds('planner'))).status).toBe(404);
    const noord = await login(env.server, 'noord');
    const foreign = await post('/api/login_check', { ...creds('planner'), pool: demoId, profile: noord.profileId });
    expect(foreign.status).toBe(422);
    expect(foreign.body.meta.errors.profile).toBeDefined();
    const otherPool = await post('/api/login_check', { ...creds('planner'), pool: noordId, profile: noord.profileId });
    expect(otherPool.status).toBe(422);
    expect(otherPool.body.meta.errors.pool).toBeDefined();
  });

  it('stops at the second factor for an account with two-factor on', async () => {
    const step = await post(`/api/auth/pool/${demoId}/profile`, creds('careful'));
    const res = await post('/api/login_check', { ...creds('careful'), pool: demoId, profile: step.body.data.profiles[0].id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ '2fa_complete': false });
    expect(res.body.data.token).toBeUndefined();
    expect(res.body.meta.messages[0].message).toBe(Messages.secondFactorRequired);
  });

  it('rotates refresh tokens and revokes the family when a rotated token is reused', async () => {
    const first = await login(env.server, 'planner');
    // the browser sends the cookie; the answer sets the next one
    const second = await env.server.call('POST', '/api/token/refresh', {
      body: {},
      headers: { cookie: `invalpool_refresh=${first.refresh_token}` },
    });
    expect(second.status).toBe(200);
    const secondToken = refreshCookieOf(second.headers);
    expect(secondToken).not.toBe(first.refresh_token);
    const rows = await env.deps.db.withSystem((tx) => tx.select().from(refreshTokens));
    const old = rows.find((r) => r.tokenHash === hashToken(first.refresh_token))!;
    const next = rows.find((r) => r.tokenHash === hashToken(secondToken))!;
    expect(old.revokedAt).not.toBeNull();
    expect(old.replacedBy).toBe(next.id);

    // two tabs refreshing at once: the second sends the just-rotated cookie and still gets in (10 s grace)
    const sibling = await post('/api/token/refresh', { refresh_token: first.refresh_token });
    expect(sibling.status).toBe(200);
    // later, the same reuse is a stolen token: it ends the whole login, the newest token too
    env.deps.clock.advance(11_000);
    const reuse = await post('/api/token/refresh', { refresh_token: first.refresh_token });
    expect(reuse.status).toBe(401);
    expect((await post('/api/token/refresh', { refresh_token: secondToken })).status).toBe(401);
    expect((await post('/api/token/refresh', { refresh_token: refreshCookieOf(sibling.headers) })).status).toBe(401);
    expect((await post('/api/token/refresh', { refresh_token: 'x'.repeat(43) })).status).toBe(401);
  });

  it('switches profile on refresh, only to the account’s own profiles', async () => {
    const session = await login(env.server, 'multi', { profileBranch: 'Stichting Demo Bestuur' });
    const step = await post(`/api/auth/pool/${demoId}/profile`, creds('multi'));
    const school = step.body.data.profiles.find((p: { branch: { name: string } }) => p.branch.name === 'De Regenboog');
    const res = await post('/api/token/refresh', { refresh_token: session.refresh_token, pool: demoId, profile: school.id });
    expect(res.status).toBe(200);
    const payload = await env.deps.tokens.verify(res.body.data.token, env.deps.clock.now());
    expect(payload).toMatchObject({ profile_id: school.id, roles: ['ROLE_SCHOOL'], profiles_count: 2, branch_id: school.branch.id });

    const noord = await login(env.server, 'noord');
    const foreign = await post('/api/token/refresh', {
      refresh_token: refreshCookieOf(res.headers),
      pool: demoId,
      profile: noord.profileId,
    });
    expect(foreign.status).toBe(422);
    // a refused switch leaves the token usable
    expect((await post('/api/token/refresh', { refresh_token: refreshCookieOf(res.headers) })).status).toBe(200);
  });

  it('revokes the refresh token on logout', async () => {
    const session = await login(env.server, 'school');
    // the browser's logout: the access token names its login; the answer clears the cookie
    const out = await env.server.call('POST', '/api/logout', { body: {}, token: session.token });
    expect(out.status).toBe(200);
    expect(out.body.data).toBeNull();
    expect(out.headers.getSetCookie().find((c) => c.startsWith('invalpool_refresh=;'))).toMatch(/path=\/api\/token\/refresh/);
    expect((await post('/api/token/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
    // an API client's logout with the refresh token itself
    const other = await login(env.server, 'school');
    expect((await post('/api/logout', { refresh_token: other.refresh_token })).status).toBe(200);
    expect((await post('/api/token/refresh', { refresh_token: other.refresh_token })).status).toBe(401);
    expect((await post('/api/logout', {})).status).toBe(200);
  });

  it('answers bad input with 400, 422 per field and 413, never 500', async () => {
    const malformed = await env.server.call('POST', '/api/auth/pool', { raw: '{"username": ' });
    expect(malformed.status).toBe(400);
    const missing = await post('/api/login_check', {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.meta.errors).sort()).toEqual(['password', 'pool', 'profile', 'username']);
    const huge = await post('/api/auth/pool', { username: 'planner', password: 'x'.repeat(1024 * 1024 + 10) });
    expect(huge.status).toBe(413);
    expect((await post('/api/auth/pool/abc/profile', creds('planner'))).status).toBe(422);
    expect((await post('/api/token/refresh', { refresh_token: 42 })).status).toBe(422);
    expect((await env.server.call('POST', '/api/auth/pool', { raw: '[1,2]' })).status).toBe(422);
  });

  it('slows an account down after 5 failures (30 s, doubling) and refuses an address after 10 in 15 minutes', async () => {
    const fromA = { 'x-forwarded-for': '10.0.0.1' };
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/pool', creds('school', 'Wrong#1'), fromA)).status).toBe(401);
    // the right password from another address: the account must wait first
    const blocked = await post('/api/auth/pool', creds('school'), { 'x-forwarded-for': '10.0.0.9' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.meta.messages[0].message).toBe(Messages.tooManyRequests);
    // counted in the database: a second process (or a restart) sees the same count
    const other = await startTestServer(identityService.createApp(env.deps));
    expect((await other.call('POST', '/api/auth/pool', { body: creds('school'), headers: fromA })).status).toBe(429);
    await other.close();
    // a slowdown, never a lock-out: after the wait the right password gets in
    env.deps.clock.advance(31_000);
    expect((await post('/api/auth/pool', creds('school'), fromA)).status).toBe(200);

    const fromB = { 'x-forwarded-for': '10.0.0.2' };
    for (let i = 0; i < 10; i++) expect((await post('/api/auth/pool', creds(`guess${i}`), fromB)).status).toBe(401);
    expect((await post('/api/auth/pool', creds('planner'), fromB)).status).toBe(429);
    expect((await post('/api/auth/pool', creds('planner'), { 'x-forwarded-for': '10.0.0.3' })).status).toBe(200);
    env.deps.clock.advance(15 * 60 * 1000 + 1);
    expect((await post('/api/auth/pool', creds('planner'), fromB)).status).toBe(200);
  });

  it('expires refresh tokens after 30 days and access tokens after an hour', async () => {
    const session = await login(env.server, 'planner');
    env.deps.clock.advance(61 * 60 * 1000);
    const expired = await env.server.call('GET', '/api/auth/current-profile', { token: session.token });
    expect(expired.status).toBe(401);
    expect((await env.server.call('GET', '/api/auth/current-profile')).status).toBe(401);
    env.deps.clock.advance(31 * 24 * 3600 * 1000);
    expect((await post('/api/token/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
  });
});
