import { sql } from 'drizzle-orm';
import { AccountMessages, type AccountView, channels, ExtraPermission, InvitationMessages } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { testToken } from '@app/service-kit/testing';
import { DEMO_PASSWORD } from '../demo/demo-data';
import { login, startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

let env: IdentityEnv;
let sysadmin: string;
let noordAdmin: string;

const call = (method: string, path: string, token: string, body?: unknown) => env.server.call(method, path, { body, token });
const find = async (token: string, username: string): Promise<AccountView> =>
  ((await call('GET', `/api/account?search[q]=${username}`, token)).body.data as AccountView[]).find((a) => a.username === username)!;
const edit = (a: AccountView, changes: Record<string, unknown>) => ({
  username: a.username,
  email: a.email,
  enabled: a.enabled,
  ...changes,
});

beforeAll(async () => {
  env = await startIdentityEnv();
  const noordId = env.poolIds.noord;
  sysadmin = (await login(env.server, 'admin', { pool: 'demo' })).token;
  noordAdmin = await testToken(env.deps, { username: 'noordadmin', pool_id: noordId, allow: [ExtraPermission.ACCOUNT_ALL] });
}, 120_000);

afterAll(() => env.close());

test('a sysadmin lists every account with username, email, enabled and last login', async () => {
  const school = (await login(env.server, 'school')).token;
  expect((await call('GET', '/api/account', school)).status).toBe(403);
  const res = await call('GET', '/api/account?itemsPerPage=100', sysadmin);
  expect(res.status).toBe(200);
  const admin = (res.body.data as AccountView[]).find((a) => a.username === 'admin')!;
  expect(admin).toMatchObject({ email: 'admin@demo.invalpool.nl', enabled: true, is_sysadmin: true, last_login: expect.any(String) });
  expect(res.body.meta.pagination.total).toBe(res.body.data.length);
});

test('an account administrator sees and edits only accounts of the own pool', async () => {
  const visible = ((await call('GET', '/api/account?itemsPerPage=100', noordAdmin)).body.data as AccountView[]).map((a) => a.username);
  expect(visible).toContain('noord');
  expect(visible).not.toContain('school');
  const school = await find(sysadmin, 'school');
  expect((await call('GET', `/api/account/${school.id}`, noordAdmin)).status).toBe(404);
  expect((await call('PUT', `/api/account/${school.id}`, noordAdmin, edit(school, { enabled: false }))).status).toBe(404);
  // admin has a noord profile, but a sysadmin's account is a sysadmin's to change
  const admin = await find(sysadmin, 'admin');
  expect((await call('PUT', `/api/account/${admin.id}`, noordAdmin, edit(admin, { enabled: true }))).status).toBe(403);
});

test('changing the username logs that user out; names stay unique', async () => {
  const session = await login(env.server, 'invaller');
  const account = await find(sysadmin, 'invaller');
  const taken = await call('PUT', `/api/account/${account.id}`, sysadmin, edit(account, { username: 'SCHOOL' }));
  expect(taken.body.meta.errors).toEqual({ username: [InvitationMessages.taken] });
  const short = await call('PUT', `/api/account/${account.id}`, sysadmin, edit(account, { username: 'iv', email: 'nope' }));
  expect(short.body.meta.errors).toEqual({ username: [AccountMessages.min3], email: [AccountMessages.email] });
  const events: { channel: string; payload: unknown }[] = [];
  const stop = env.deps.bus.subscribe((e) => events.push(e));
  const renamed = await call('PUT', `/api/account/${account.id}`, sysadmin, edit(account, { username: 'invaller2' }));
  stop();
  expect(renamed.status).toBe(200);
  // the user's open pages hear it on the profile's account channel and end the session
  expect(events).toContainEqual(
    expect.objectContaining({ channel: channels.profileAccount(session.poolId, session.profileId), payload: { action: 'signed_out' } }),
  );
  expect(renamed.body.data.username).toBe('invaller2');
  expect((await env.server.call('POST', '/api/token/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
  // the old access token no longer names an account
  expect((await call('POST', '/api/account/toggle2fa', session.token)).status).toBe(401);
  expect((await env.server.call('POST', '/api/auth/pool', { body: { username: 'invaller2', password: DEMO_PASSWORD } })).status).toBe(200);
});

test('disabling an account ends its sessions and its logins', async () => {
  const session = await login(env.server, 'planner');
  const account = await find(sysadmin, 'planner');
  expect((await call('PUT', `/api/account/${account.id}`, sysadmin, edit(account, { enabled: false }))).body.data.enabled).toBe(false);
  expect((await env.server.call('POST', '/api/token/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
  expect((await env.server.call('POST', '/api/auth/pool', { body: { username: 'planner', password: DEMO_PASSWORD } })).status).toBe(401);
});

test('the account list answers like the master data lists: literal search, whitelisted sort, pages', async () => {
  const names = (res: { body: { data: AccountView[] } }) => res.body.data.map((a) => a.username);
  const all = await call('GET', '/api/account?itemsPerPage=-1&sortBy[column]=username&sortBy[order]=desc', sysadmin);
  const total = all.body.meta.pagination.total as number;
  expect(total).toBe(all.body.data.length);
  expect(names(all)).toEqual([...names(all)].sort().reverse());

  const first = await call('GET', '/api/account?itemsPerPage=25&page=1&sortBy[column]=email', sysadmin);
  expect(first.body.meta.pagination).toMatchObject({ total, per_page: 25, current_page: 1 });
  expect(first.body.data.length).toBe(Math.min(25, total));

  // the search is trimmed, case-insensitive and literal: '%' matches no account
  expect(names(await call('GET', '/api/account?search[q]=%20NOOrd%20', sysadmin))).toEqual(['noord']);
  expect((await call('GET', '/api/account?search[q]=%25', sysadmin)).body.data).toEqual([]);
  const badSort = await call('GET', '/api/account?sortBy[column]=password_hash', sysadmin);
  expect(badSort.status).toBe(422);
  expect(badSort.body.meta.errors).toEqual({ 'sortBy.column': ['The sort column is not allowed.'] });
});

test('a pool administrator cannot change an account that also has a profile in another pool', async () => {
  const demoAdmin = await testToken(env.deps, { username: 'demoadmin', pool_id: env.poolIds.demo, allow: [ExtraPermission.ACCOUNT_ALL] });
  // 'multi' lives in demo only: the demo administrator may change it
  const multi = await find(sysadmin, 'multi');
  expect((await call('PUT', `/api/account/${multi.id}`, demoAdmin, edit(multi, { email: 'multi2@demo.invalpool.nl' }))).status).toBe(200);
  // give noord's account a second profile in demo: now only a sysadmin may set its password or e-mail
  const noord = await find(sysadmin, 'noord');
  const [person] = await env.deps.db.withPool(env.poolIds.demo, (tx) =>
    rowsOf<{ id: number }>(tx, sql`select id from masterdata.person_directory where pool_id = ${env.poolIds.demo} order by id limit 1`),
  );
  await env.deps.db.withPool(env.poolIds.demo, (tx) =>
    tx.execute(
      sql`insert into identity.profiles (pool_id, account_id, person_id) values (${env.poolIds.demo}, ${noord.id}, ${person!.id})`,
    ),
  );
  for (const change of [{ password: 'Overname#2026', password_confirmation: 'Overname#2026' }, { email: 'attacker@example.com' }]) {
    const res = await call('PUT', `/api/account/${noord.id}`, demoAdmin, edit(noord, change));
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe('Not enough permissions');
  }
  expect((await env.server.call('POST', '/api/auth/pool', { body: { username: 'noord', password: 'Overname#2026' } })).status).toBe(401);
  expect((await call('PUT', `/api/account/${noord.id}`, sysadmin, edit(noord, { email: 'noord2@noord.invalpool.nl' }))).status).toBe(200);
});

test('a sysadmin by role counts as a sysadmin: a pool administrator cannot change that account', async () => {
  const demoAdmin = await testToken(env.deps, { username: 'demoadmin', pool_id: env.poolIds.demo, allow: [ExtraPermission.ACCOUNT_ALL] });
  const school = await find(sysadmin, 'school');
  await env.deps.db.withPool(env.poolIds.demo, (tx) =>
    tx.execute(sql`insert into identity.profile_roles (pool_id, profile_id, role_id)
      select p.pool_id, p.id, r.id from identity.profiles p, identity.roles r
      where p.account_id = ${school.id} and p.pool_id = ${env.poolIds.demo} and r.pool_id = ${env.poolIds.demo} and r.code = 'ROLE_SYSADMIN' limit 1`),
  );
  expect((await find(sysadmin, 'school')).is_sysadmin).toBe(true);
  expect(
    (
      await call(
        'PUT',
        `/api/account/${school.id}`,
        demoAdmin,
        edit(school, { password: 'Overname#2026', password_confirmation: 'Overname#2026' }),
      )
    ).status,
  ).toBe(403);
  // and a role-made sysadmin reaches every pool, as the flag does
  const pools = await env.server.call('POST', '/api/auth/pool', { body: { username: 'school', password: DEMO_PASSWORD } });
  expect((pools.body.data as { url: string }[]).map((p) => p.url).sort()).toEqual(['demo', 'noord']);
});
