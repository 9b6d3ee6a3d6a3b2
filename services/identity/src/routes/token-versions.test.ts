import { eq } from 'drizzle-orm';
import { TOKEN_VERSION_CHANNEL, type TokenPayload } from '@app/contracts';
import { accounts } from '../db/schema';
import { login, startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

/**
 * Removing a role or changing a password takes effect on the next request: the
 * account's token version is raised, announced to the gateways, and older refresh tokens stop.
 */
let env: IdentityEnv;
let sysadmin: string;
const announced: { account_id: number; version: number }[] = [];

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as TokenPayload;
const versionOf = async (username: string) =>
  (await env.deps.db.withSystem((tx) => tx.select({ v: accounts.tokenVersion }).from(accounts).where(eq(accounts.username, username))))[0]!
    .v;
const refresh = (refresh_token: string) => env.server.call('POST', '/api/token/refresh', { body: { refresh_token } });

beforeAll(async () => {
  env = await startIdentityEnv();
  env.deps.bus.subscribe((e) => {
    if (e.channel === TOKEN_VERSION_CHANNEL) announced.push(e.payload as { account_id: number; version: number });
  });
  sysadmin = (await login(env.server, 'admin', { pool: 'demo' })).token;
}, 120_000);

afterAll(() => env.close());

test('a profile taken away raises the version: the other profile renews with the new version, the removed one ends', async () => {
  const kept = await login(env.server, 'multi', { profileBranch: 'Stichting Demo Bestuur' });
  const removed = await login(env.server, 'multi', { profileBranch: 'De Regenboog' });
  const before = await versionOf('multi');
  expect(decode(kept.token).ver).toBe(before);
  const res = await env.server.call('DELETE', `/api/profile/${removed.profileId}/archive`, { token: sysadmin });
  expect(res.status).toBe(200);
  expect(await versionOf('multi')).toBe(before + 1);
  expect(announced.at(-1)).toEqual({ account_id: decode(kept.token).account_id, version: before + 1 });
  expect((await refresh(removed.refresh_token)).status).toBe(401);
  const renewed = await refresh(kept.refresh_token);
  expect(renewed.status).toBe(200);
  expect(decode(renewed.body.data.token).ver).toBe(before + 1);
});

test("a role's rights changed raise the version of everyone holding it", async () => {
  const session = await login(env.server, 'school');
  const before = await versionOf('school');
  const roles = (await env.server.call('GET', '/api/role?itemsPerPage=-1', { token: sysadmin })).body.data as {
    id: number;
    code: string;
    allow: string[];
  }[];
  const school = roles.find((r) => r.code === 'ROLE_SCHOOL')!;
  const res = await env.server.call('PUT', `/api/role/${school.id}`, { token: sysadmin, body: { allow: school.allow.slice(1) } });
  expect(res.status).toBe(200);
  expect(await versionOf('school')).toBe(before + 1);
  // the page's next call is refused (older version); it renews and holds the new rights at once
  const renewed = await refresh(session.refresh_token);
  expect(decode(renewed.body.data.token)).toMatchObject({ ver: before + 1, allow: expect.not.arrayContaining([school.allow[0]]) });
  // a change of the name only leaves the tokens alone
  await env.server.call('PUT', `/api/role/${school.id}`, { token: sysadmin, body: { name: 'School' } });
  expect(await versionOf('school')).toBe(before + 1);
});

test('a password change keeps the session that made it and ends every other', async () => {
  const mine = await login(env.server, 'invaller');
  const other = await login(env.server, 'invaller');
  const res = await env.server.call('PATCH', '/api/account/password-reset', {
    token: mine.token,
    body: { current_password: 'Welkom#2025', password: 'Nieuw#2027x' },
  });
  expect(res.status).toBe(200);
  expect((await refresh(other.refresh_token)).status).toBe(401);
  const renewed = await refresh(mine.refresh_token);
  expect(renewed.status).toBe(200);
  expect(decode(renewed.body.data.token).ver).toBe(await versionOf('invaller'));
});
