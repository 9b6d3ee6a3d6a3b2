import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import {
  AccountMessages,
  InvitationMessages,
  Messages,
  Permission,
  PersonFieldPermission,
  STRONG_PASSWORD_MESSAGE,
  type TokenPayload,
} from '@app/contracts';
import { testToken } from '@app/service-kit/testing';
import { accountInvitations, profiles, roles } from '../db/schema';
import { DEMO_PASSWORD } from '../demo/demo-data';
import { branchIdByName, personIdByEmail } from '../store/seed';
import { login, startIdentityEnv, type IdentityMailEnv } from '../testing/identity-env';

let env: IdentityMailEnv;
let demoId: number;
let admin: string;
const role: Record<string, number> = {};

const call = (method: string, path: string, body?: unknown, token?: string) => env.server.call(method, path, { body, token });
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as TokenPayload;
const inviteToken = (text: string) => /\/account\/invite\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

async function personId(email: string) {
  return env.deps.db.withPool(demoId, async (tx) => (await personIdByEmail(tx, demoId, email))!);
}

/** Every mail delivered to the address, once no enqueued mail is still on its way. */
const deliveredTo = async (email: string) => (await env.mailbox.settled()).filter((m) => m.to.includes(email));

/** Gives ROLE_SUBSTITUTE to the person as admin; answers the invitation mail as delivered. */
async function invitationMail(email: string) {
  const res = await call(
    'POST',
    '/api/profile',
    { person_id: await personId(email), branch_id: null, role_ids: [role.ROLE_SUBSTITUTE] },
    admin,
  );
  expect(res.status).toBe(201);
  expect(res.body.data).toEqual({ profile_id: null, invited: true });
  return env.mailbox.next(email);
}

/** Invites the person; answers the token of the link in the delivered mail. */
const invite = async (email: string) => inviteToken((await invitationMail(email)).text);

beforeAll(async () => {
  env = await startIdentityEnv({ mail: true });
  demoId = env.poolIds.demo;
  const rows = await env.deps.db.withPool(demoId, (tx) => tx.select().from(roles).where(eq(roles.poolId, demoId)));
  for (const r of rows) role[r.code] = r.id;
  admin = (await login(env.server, 'admin', { pool: 'demo' })).token;
}, 120_000);

afterAll(async () => {
  await env.close();
});

test('giving a role needs the person right; a person with an account gets the profile at once', async () => {
  const school = (await login(env.server, 'school')).token;
  const pid = await personId('planner@demo.invalpool.nl');
  expect((await call('POST', '/api/profile', { person_id: pid, role_ids: [role.ROLE_SCHOOL] }, school)).status).toBe(403);
  const before = (await env.mailbox.settled()).length;
  const branchId = await env.deps.db.withPool(demoId, async (tx) => (await branchIdByName(tx, demoId, 'De Regenboog'))!);
  const res = await call('POST', '/api/profile', { person_id: pid, branch_id: branchId, role_ids: [role.ROLE_SCHOOL] }, admin);
  expect(res.status).toBe(201);
  expect(res.body.data).toMatchObject({ invited: false, profile_id: expect.any(Number) });
  expect((await env.mailbox.settled()).length).toBe(before);
  const step = await call('POST', `/api/auth/pool/${demoId}/profile`, { username: 'planner', password: DEMO_PASSWORD });
  expect(step.body.data.profiles).toHaveLength(2);
});

test('only a sysadmin gives the sysadmin role; unknown roles are 422', async () => {
  const pid = await personId('jan.jansen@demo.invalpool.nl');
  const poolAdmin = await testToken(env.deps, {
    username: 'admin',
    pool_id: demoId,
    allow: [Permission.PERSON_ALL, PersonFieldPermission.PERSON_PROFILES],
  });
  expect((await call('POST', '/api/profile', { person_id: pid, role_ids: [role.ROLE_SYSADMIN] }, poolAdmin)).status).toBe(403);
  expect((await call('POST', '/api/profile', { person_id: pid, role_ids: [999999] }, poolAdmin)).status).toBe(422);
  expect(await deliveredTo('jan.jansen@demo.invalpool.nl')).toEqual([]);
});

test('giving a role needs every right the role carries, its parent chain included', async () => {
  const pid = await personId('jan.jansen@demo.invalpool.nl');
  // a person manager holding the board rights but no administrator rights
  const board = await env.deps.db.withPool(demoId, (tx) => tx.select().from(roles).where(eq(roles.id, role.ROLE_BOARD!)));
  const manager = await testToken(env.deps, {
    username: 'manager',
    pool_id: demoId,
    allow: [...board[0]!.allow, Permission.PERSON_ALL],
  });
  for (const code of ['ROLE_ADMINISTRATOR', 'ROLE_SYSADMIN']) {
    const res = await call('POST', '/api/profile', { person_id: pid, branch_id: null, role_ids: [role[code]] }, manager);
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(Messages.notEnoughPermissions);
  }
  // ROLE_SUBSTITUTE inherits ROLE_EMPLOYEE; the manager holds neither chain's PERMISSION_AVAILABILITY_EDIT
  expect((await call('POST', '/api/profile', { person_id: pid, branch_id: null, role_ids: [role.ROLE_SUBSTITUTE] }, manager)).status).toBe(
    403,
  );
  expect(await deliveredTo('jan.jansen@demo.invalpool.nl')).toEqual([]);
});

test('a person without an account is invited by mail; the page shows pool and person', async () => {
  const mail = await invitationMail('jan.jansen@demo.invalpool.nl');
  expect(mail.subject).toBe('Uitnodiging voor Stichting Demo / Invitation to Stichting Demo');
  const token = inviteToken(mail.text);
  const stored = await env.deps.db.db.select().from(accountInvitations);
  expect(stored.map((r) => r.tokenHash)).not.toContain(token);
  const page = await call('GET', `/api/account/invitation/${token}`);
  expect(page.status).toBe(200);
  expect(page.body.data).toMatchObject({
    pool: { id: demoId, url: 'demo' },
    person: { email: 'jan.jansen@demo.invalpool.nl', full_name: expect.stringContaining('Jansen') },
  });
  const unknown = await call('GET', '/api/account/invitation/unknown-token-unknown-token');
  expect(unknown.status).toBe(404);
  expect(unknown.body.meta.messages[0].message).toBe(InvitationMessages.notFound);
});

test('register validates every field with the spec keys and the strong rule', async () => {
  const token = await invite('jan.jansen@demo.invalpool.nl');
  const empty = await call('POST', `/api/account/invitation/${token}/register`, {});
  expect(empty.status).toBe(422);
  expect(empty.body.meta.errors).toMatchObject({
    email: [AccountMessages.required],
    username: [AccountMessages.required],
    password: [AccountMessages.required],
    password_confirmation: [AccountMessages.required],
  });
  const bad = await call('POST', `/api/account/invitation/${token}/register`, {
    email: 'jan',
    username: 'ja',
    password: 'zwak',
    password_confirmation: 'anders',
  });
  expect(bad.body.meta.errors.email).toEqual([AccountMessages.email]);
  expect(bad.body.meta.errors.username).toEqual([AccountMessages.min3]);
  expect(bad.body.meta.errors.password).toContain(STRONG_PASSWORD_MESSAGE);
  expect(bad.body.meta.errors.password_confirmation).toEqual([AccountMessages.passwordMatch]);
  const taken = await call('POST', `/api/account/invitation/${token}/register`, {
    email: 'planner@demo.invalpool.nl',
    username: 'Planner',
    password: 'Nieuw#2026',
    password_confirmation: 'Nieuw#2026',
  });
  expect(taken.status).toBe(422);
  expect(taken.body.meta.errors).toEqual({ username: [InvitationMessages.taken], email: [InvitationMessages.taken] });
});

test('register creates the account, links the profile and logs it in; the link is then used up', async () => {
  const token = await invite('jan.jansen@demo.invalpool.nl');
  const res = await call('POST', `/api/account/invitation/${token}/register`, {
    token,
    email: 'jan.jansen@demo.invalpool.nl',
    username: 'jjansen',
    password: 'Nieuw#2026',
    password_confirmation: 'Nieuw#2026',
  });
  expect(res.status).toBe(201);
  expect(res.body.data['2fa_complete']).toBe(true);
  expect(decode(res.body.data.token)).toMatchObject({ username: 'jjansen', pool_id: demoId, roles: ['ROLE_SUBSTITUTE'], finished: 1 });
  const again = await call('GET', `/api/account/invitation/${token}`);
  expect(again.status).toBe(410);
  expect(again.body.meta.messages[0].message).toBe(InvitationMessages.expired);
  // the person has an account now: the next role is given at once
  const next = await call(
    'POST',
    '/api/profile',
    { person_id: await personId('jan.jansen@demo.invalpool.nl'), role_ids: [role.ROLE_EMPLOYEE] },
    admin,
  );
  expect(next.body.data.invited).toBe(false);
});

test('API-31 ID-ACCINV-07: POST account/create registers with the token in the body, answers the entity data, its errors in meta', async () => {
  const missing = await call('POST', '/api/account/create', { email: 'x' });
  expect(missing.status).toBe(422);
  expect(missing.body.meta.errors).toMatchObject({ token: [AccountMessages.required], email: [AccountMessages.email] });
  const unknown = await call('POST', '/api/account/create', {
    token: 'not-a-token',
    email: 'iemand@demo.invalpool.nl',
    username: 'iemand',
    password: 'Nieuw#2026',
    password_confirmation: 'Nieuw#2026',
  });
  expect(unknown.status).toBe(404);
  expect(unknown.body.meta.messages[0].message).toBe(InvitationMessages.notFound);
  const token = await invite('thijs.vanderberg@demo.invalpool.nl');
  const res = await call('POST', '/api/account/create', {
    token,
    email: 'thijs.vanderberg@demo.invalpool.nl',
    username: 'tvanderberg',
    password: 'Nieuw#2026',
    password_confirmation: 'Nieuw#2026',
  });
  expect(res.status).toBe(201);
  expect(decode(res.body.data.token)).toMatchObject({ username: 'tvanderberg', pool_id: demoId, roles: ['ROLE_SUBSTITUTE'] });
  expect((await call('GET', `/api/account/invitation/${token}`)).status).toBe(410);
});

test('join links the profile to an existing account after checking its password', async () => {
  const token = await invite('lotte.visser@demo.invalpool.nl');
  const wrong = await call('POST', `/api/account/invitation/${token}/join`, { email: 'invaller@demo.invalpool.nl', password: 'Fout#2025' });
  expect(wrong.status).toBe(401);
  expect(wrong.body.meta.messages[0].message).toBe(Messages.invalidCredentials);
  const res = await call('POST', `/api/account/invitation/${token}/join`, { email: 'invaller@demo.invalpool.nl', password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  const payload = decode(res.body.data.token);
  expect(payload).toMatchObject({ username: 'invaller', pool_id: demoId, profiles_count: 2 });
});

test('an invitation expires after 14 days', async () => {
  const token = await invite('daan.bakker@demo.invalpool.nl');
  env.deps.clock.advance(14 * 24 * 60 * 60 * 1000 + 1000);
  expect((await call('GET', `/api/account/invitation/${token}`)).status).toBe(410);
  const res = await call('POST', `/api/account/invitation/${token}/join`, { email: 'invaller@demo.invalpool.nl', password: DEMO_PASSWORD });
  expect(res.status).toBe(410);
  const rows = await env.deps.db.db
    .select()
    .from(accountInvitations)
    .where(and(eq(accountInvitations.email, 'daan.bakker@demo.invalpool.nl')));
  expect(rows[0]?.acceptedAt).toBeNull();
});

test("a profile can be archived while the person keeps another; the last one stays: 'Person must have at least one profile.'", async () => {
  // the tests before moved the clock past the first admin token: sign in again
  const admin = (await login(env.server, 'admin', { pool: 'demo' })).token;
  const pid = await personId('invaller@demo.invalpool.nl');
  const added = await call('POST', '/api/profile', { person_id: pid, branch_id: null, role_ids: [role.ROLE_EMPLOYEE] }, admin);
  expect(added.status).toBe(201);
  const live = () =>
    env.deps.db.withPool(demoId, (tx) =>
      tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.personId, pid), isNull(profiles.archivedAt))),
    );
  const [first, second] = await live();
  expect(second).toBeDefined();

  const school = (await login(env.server, 'school')).token;
  expect((await call('DELETE', `/api/profile/${first!.id}/archive`, undefined, school)).status).toBe(403);
  const noord = (await login(env.server, 'noord')).token;
  expect((await call('DELETE', `/api/profile/${first!.id}/archive`, undefined, noord)).status).not.toBe(200);

  const removed = await call('DELETE', `/api/profile/${second!.id}/archive`, undefined, admin);
  expect(removed.status).toBe(200);
  expect(removed.body.data).toEqual({ id: second!.id, archived: true });
  expect(await live()).toEqual([{ id: first!.id }]);

  const last = await call('DELETE', `/api/profile/${first!.id}/archive`, undefined, admin);
  expect(last.status).toBe(422);
  expect(last.body.meta.errors).toEqual({ id: [Messages.profileRequired] });
  expect(await live()).toEqual([{ id: first!.id }]);
  expect((await call('DELETE', `/api/profile/${second!.id}/archive`, undefined, admin)).status).toBe(404);
});

describe('MD-PROF-01: a profile keeps a function (profile type) and a description', () => {
  const typeOf = async (poolId: number, archived: boolean) => {
    const name = `Functie ${poolId} ${archived ? 'oud' : 'nieuw'}`;
    const rows = await rowsOf<{ id: number }>(
      env.deps.db.db,
      sql`insert into masterdata.profile_types (pool_id, name, type, archived_at)
        values (${poolId}, ${name}, 'employee', ${archived ? sql`now()` : null}) returning id`,
    );
    return rows[0]!.id;
  };
  const stored = (id: number) =>
    env.deps.db.withPool(demoId, async (tx) => {
      const [row] = await tx
        .select({ type: profiles.profileTypeId, description: profiles.description })
        .from(profiles)
        .where(eq(profiles.id, id));
      return row;
    });

  it('MD-PROF-01: PUT profile/{id} sets both with PERSON_ALL; another pool, an archived or a foreign type and no right are refused', async () => {
    const admin = (await login(env.server, 'admin', { pool: 'demo' })).token;
    const pid = await personId('planner@demo.invalpool.nl');
    const [target] = await env.deps.db.withPool(demoId, (tx) =>
      tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.personId, pid), isNull(profiles.archivedAt))),
    );
    const live = await typeOf(demoId, false);
    const archived = await typeOf(demoId, true);
    const foreign = await typeOf(env.poolIds.noord, false);

    const res = await call('PUT', `/api/profile/${target!.id}`, { profile_type_id: live, description: '  Intern begeleider  ' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: target!.id, profile_type_id: live, description: 'Intern begeleider' });
    expect(await stored(target!.id)).toEqual({ type: live, description: 'Intern begeleider' });

    for (const typeId of [archived, foreign, 999999]) {
      const refused = await call('PUT', `/api/profile/${target!.id}`, { profile_type_id: typeId, description: null }, admin);
      expect(refused.status).toBe(422);
      expect(refused.body.meta.errors).toEqual({ profile_type_id: ['The function is not a profile type of this pool.'] });
    }
    const dutch = await env.server.call('PUT', `/api/profile/${target!.id}?_locale=nl`, {
      body: { profile_type_id: archived, description: null },
      token: admin,
    });
    expect(dutch.body.meta.errors).toEqual({ profile_type_id: ['De functie is geen profieltype van deze pool.'] });
    expect((await call('PUT', `/api/profile/${target!.id}`, { profile_type_id: live, description: 'x'.repeat(256) }, admin)).status).toBe(
      422,
    );
    expect((await call('PUT', `/api/profile/${target!.id}`, { description: 'zonder functie' }, admin)).status).toBe(422);
    expect(await stored(target!.id)).toEqual({ type: live, description: 'Intern begeleider' });

    // the right to change persons without the Profiles tab's own right (ID-PERM-10): 403, nothing written
    const withoutTab = await testToken(env.deps, { username: 'admin', pool_id: demoId, allow: [Permission.PERSON_ALL] });
    const tabRefused = await call('PUT', `/api/profile/${target!.id}`, { profile_type_id: null, description: null }, withoutTab);
    expect(tabRefused.status).toBe(403);
    expect((await call('DELETE', `/api/profile/${target!.id}/archive`, undefined, withoutTab)).status).toBe(403);
    expect((await call('POST', '/api/profile', { person_id: pid, role_ids: [role.ROLE_EMPLOYEE] }, withoutTab)).status).toBe(403);

    // no right: 403; another pool's administrator: the profile does not exist there
    const school = (await login(env.server, 'school')).token;
    expect((await call('PUT', `/api/profile/${target!.id}`, { profile_type_id: null, description: null }, school)).status).toBe(403);
    const noordAdmin = await testToken(env.deps, {
      username: 'noord',
      pool_id: env.poolIds.noord,
      allow: [Permission.PERSON_ALL, PersonFieldPermission.PERSON_PROFILES],
    });
    expect((await call('PUT', `/api/profile/${target!.id}`, { profile_type_id: foreign, description: null }, noordAdmin)).status).toBe(404);
    expect(await stored(target!.id)).toEqual({ type: live, description: 'Intern begeleider' });

    // both cleared: no function, an empty description is none
    const cleared = await call('PUT', `/api/profile/${target!.id}`, { profile_type_id: null, description: '' }, admin);
    expect(cleared.body.data).toEqual({ id: target!.id, profile_type_id: null, description: null });
  });
});
