import { sql } from 'drizzle-orm';
import {
  DEFAULT_ROLES,
  ExtraPermission as E,
  MailingPermission,
  Permission as P,
  PersonFieldPermission as F,
  type DefaultRole,
} from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startIdentityEnv, type IdentityEnv } from '../testing/identity-env';
import { upgradeAllPools, upgradeDefaultRoles } from './default-role-upgrade';

/**
 * Rights added to the default roles reach the pools seeded before (ADR 0111), once: what an
 * administrator took away afterwards, or denied, stays away.
 */
let env: IdentityEnv;
let pool: number;
let noord: number;
const db = () => env.deps.db.db;
const SCHOOL = 'ROLE_SCHOOL';
const school = DEFAULT_ROLES.find((r) => r.code === SCHOOL)!;
// a right of the school default, taken away to play a right added to the catalogue after the pool was seeded
const LATE = school.allow.at(-1)!;

const allowOf = async (poolId: number, code = SCHOOL) =>
  (await rowsOf<{ allow: string[] }>(db(), sql`select allow from identity.roles where pool_id = ${poolId} and code = ${code}`))[0]!.allow;
const setAllow = (poolId: number, allow: string[], code = SCHOOL) =>
  db().execute(sql`update identity.roles set allow = ${JSON.stringify(allow)}::jsonb where pool_id = ${poolId} and code = ${code}`);
const upgrade = (poolId: number, catalogue?: DefaultRole[]) =>
  env.deps.db.withPool(poolId, (tx) => upgradeDefaultRoles(tx, poolId, catalogue));
const versionsOfHolders = async (poolId: number) =>
  rowsOf<{ id: number; v: number }>(
    db(),
    sql`select distinct a.id, a.token_version as v from identity.accounts a join identity.profiles p on p.account_id = a.id
      join identity.profile_roles pr on pr.profile_id = p.id join identity.roles r on r.id = pr.role_id
      where r.pool_id = ${poolId} and r.code = ${SCHOOL} order by a.id`,
  );

beforeAll(async () => {
  env = await startIdentityEnv();
  pool = env.poolIds.demo;
  noord = env.poolIds.noord;
}, 120_000);

afterAll(() => env.close());

test('a seeded pool has every right of its default roles recorded as given, so an upgrade changes nothing', async () => {
  const given = await rowsOf<{ permission: string }>(
    db(),
    sql`select permission from identity.default_role_grants where pool_id = ${pool} and role_code = ${SCHOOL} order by permission`,
  );
  expect(given.map((g) => g.permission)).toEqual([...school.allow].sort());
  expect(await upgrade(pool)).toEqual([]);
});

test('a pool seeded before the step gets the default rights its roles lack, once, and the holders renew their tokens', async () => {
  // the pool as it was before: no record, and the school role without the late right
  await db().execute(sql`delete from identity.default_role_grants where pool_id = ${pool}`);
  await setAllow(
    pool,
    (await allowOf(pool)).filter((p) => p !== LATE),
  );
  const before = await versionsOfHolders(pool);
  expect(before.length).toBeGreaterThan(0);
  const upgrades = await upgradeAllPools(env.deps);
  expect(upgrades.filter((u) => u.code === SCHOOL)).toEqual([expect.objectContaining({ code: SCHOOL, added: [LATE] })]);
  expect(await allowOf(pool)).toContain(LATE);
  const after = await versionsOfHolders(pool);
  expect(after.map((a) => a.v)).toEqual(before.map((b) => b.v + 1));
  // nothing else of this pool, and nothing of the other pool, changed
  expect(upgrades.filter((u) => u.code !== SCHOOL)).toEqual([]);
  expect(await upgrade(pool)).toEqual([]);
});

test('a given right an administrator takes away stays away', async () => {
  await setAllow(
    pool,
    (await allowOf(pool)).filter((p) => p !== LATE),
  );
  expect(await upgrade(pool)).toEqual([]);
  expect(await allowOf(pool)).not.toContain(LATE);
});

test('a right added to the catalogue later is given to every pool, except where the role denies it', async () => {
  const NEW = P.PERSON_VIEW;
  const allowNoord = await allowOf(noord);
  if (allowNoord.includes(NEW))
    await setAllow(
      noord,
      allowNoord.filter((p) => p !== NEW),
    );
  await db().execute(sql`delete from identity.default_role_grants where pool_id = ${noord} and permission = ${NEW}`);
  await db().execute(sql`update identity.roles set deny = ${JSON.stringify([NEW])}::jsonb where pool_id = ${pool} and code = ${SCHOOL}`);
  const allowPool = await allowOf(pool);
  if (allowPool.includes(NEW))
    await setAllow(
      pool,
      allowPool.filter((p) => p !== NEW),
    );
  await db().execute(sql`delete from identity.default_role_grants where pool_id = ${pool} and permission = ${NEW}`);
  const later = DEFAULT_ROLES.map((r) => (r.code === SCHOOL ? { ...r, allow: [...r.allow.filter((p) => p !== NEW), NEW] } : r));

  expect(await upgrade(noord, later)).toEqual([expect.objectContaining({ code: SCHOOL, added: [NEW] })]);
  expect(await allowOf(noord)).toContain(NEW);
  // denied in the demo pool: recorded as given, never added
  expect(await upgrade(pool, later)).toEqual([]);
  expect(await allowOf(pool)).not.toContain(NEW);
  expect(
    await rowsOf(
      db(),
      sql`select 1 from identity.default_role_grants where pool_id = ${pool} and role_code = ${SCHOOL} and permission = ${NEW}`,
    ),
  ).toHaveLength(1);
});

test("a pool's records are its own: another pool's role is never read or changed", async () => {
  const noordGrants = await rowsOf<{ pool_id: number }>(
    db(),
    sql`select distinct pool_id from identity.default_role_grants where pool_id = ${noord}`,
  );
  expect(noordGrants).toEqual([{ pool_id: noord }]);
  // as the demo pool's transaction, the other pool's records are invisible (row-level security)
  const seen = await env.deps.db.withPool(pool, (tx) =>
    rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from identity.default_role_grants where pool_id = ${noord}`),
  );
  expect(seen).toEqual([{ n: 0 }]);
});

test('MD-BLK-07: board and school roles seeded before the blockade and certificate view rights get them at the next start, once', async () => {
  const views: string[] = [E.BLOCKADE_VIEW, E.COC_VIEW];
  // the pool as the older catalogue left it: its board and school roles given their defaults without these two
  for (const code of ['ROLE_BOARD', SCHOOL]) {
    await setAllow(
      noord,
      (await allowOf(noord, code)).filter((p) => !views.includes(p)),
      code,
    );
    await db().execute(
      sql`delete from identity.default_role_grants where pool_id = ${noord} and role_code = ${code} and permission in (${sql.join(
        views.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  }
  const upgrades = await upgrade(noord);
  expect(upgrades.map((u) => [u.code, u.added])).toEqual(
    expect.arrayContaining([
      ['ROLE_BOARD', views],
      [SCHOOL, views],
    ]),
  );
  expect(await allowOf(noord, 'ROLE_BOARD')).toEqual(expect.arrayContaining(views));
  expect(await allowOf(noord)).toEqual(expect.arrayContaining(views));
  expect(await upgrade(noord)).toEqual([]);
});

test('ID-PERM-10: administrator and board roles seeded before the person card field rights get theirs at the next start, once', async () => {
  const fields: string[] = Object.values(F);
  const boardFields = DEFAULT_ROLES.find((r) => r.code === 'ROLE_BOARD')!.allow.filter((p) => fields.includes(p));
  expect(boardFields).toEqual([
    F.PERSON_GENERAL_REMARK,
    F.PERSON_INTERNAL_REMARK,
    F.PERSON_MATCHING_INFO,
    F.PERSON_LABELS,
    F.PERSON_MAIL_SETTINGS,
    F.PERSON_PROFILES,
    F.PERSON_EXPORT,
  ]);
  // the pool as the older catalogue left it: no field right held, none recorded as given
  for (const code of ['ROLE_ADMINISTRATOR', 'ROLE_BOARD']) {
    await setAllow(
      noord,
      (await allowOf(noord, code)).filter((p) => !fields.includes(p)),
      code,
    );
    await db().execute(
      sql`delete from identity.default_role_grants where pool_id = ${noord} and role_code = ${code} and permission in (${sql.join(
        fields.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  }
  const upgrades = await upgrade(noord);
  expect(upgrades.map((u) => [u.code, [...u.added].sort()])).toEqual(
    expect.arrayContaining([
      ['ROLE_ADMINISTRATOR', [...fields].sort()],
      ['ROLE_BOARD', [...boardFields].sort()],
    ]),
  );
  expect(await allowOf(noord, 'ROLE_BOARD')).not.toContain(F.PERSON_BSN);
  expect(await allowOf(noord, 'ROLE_BOARD')).toEqual(expect.arrayContaining([F.PERSON_PROFILES, F.PERSON_EXPORT]));
  expect(await upgrade(noord)).toEqual([]);
});

/** Both pools as a release before `right` left them: the roles `codes` without it, and no record of its grant. */
async function seededBefore(right: string, codes: readonly string[]) {
  for (const poolId of [pool, noord]) {
    for (const code of codes)
      await setAllow(
        poolId,
        (await allowOf(poolId, code)).filter((p) => p !== right),
        code,
      );
    await db().execute(sql`delete from identity.default_role_grants where pool_id = ${poolId} and permission = ${right}`);
  }
}

/** Noord's administrator took `right` from the stored role `code`: the upgrade must leave it so. */
const denyInNoord = (right: string, code: string) =>
  db().execute(sql`update identity.roles set deny = deny || ${JSON.stringify([right])}::jsonb where pool_id = ${noord} and code = ${code}`);

test('MD-SET-07: employee roles seeded before the request-changed mail get its right at the next start, once; a deny stays', async () => {
  const right = MailingPermission.MAILING_DAYPARTS_CHANGED;
  const employee = DEFAULT_ROLES.find((r) => r.code === 'ROLE_EMPLOYEE')!;
  // given where the other mails about the person's own work are
  expect(employee.allow).toEqual(expect.arrayContaining([MailingPermission.MAILING_OFFER_SENT, right]));
  await seededBefore(right, ['ROLE_EMPLOYEE']);
  await denyInNoord(right, 'ROLE_EMPLOYEE');
  expect((await upgrade(pool)).find((u) => u.code === 'ROLE_EMPLOYEE')?.added).toEqual([right]);
  expect(await allowOf(pool, 'ROLE_EMPLOYEE')).toContain(right);
  expect((await upgrade(noord)).find((u) => u.code === 'ROLE_EMPLOYEE')).toBeUndefined();
  expect(await allowOf(noord, 'ROLE_EMPLOYEE')).not.toContain(right);
  expect(await upgrade(pool)).toEqual([]);
});

test('ID-PERM-14: board and school roles seeded before the denied-or-expired mail get its right at the next start, once; a deny stays', async () => {
  const right = MailingPermission.MAILING_OFFER_DENIED_OR_EXPIRED;
  const codes = ['ROLE_BOARD', 'ROLE_SCHOOL'] as const;
  for (const code of codes) expect(DEFAULT_ROLES.find((r) => r.code === code)!.allow).toContain(right);
  // a planner's mailing: the persons' own roles do not get it
  expect(DEFAULT_ROLES.find((r) => r.code === 'ROLE_EMPLOYEE')!.allow).not.toContain(right);
  await seededBefore(right, codes);
  await denyInNoord(right, 'ROLE_BOARD');
  const upgraded = await upgrade(pool);
  for (const code of codes) {
    expect(upgraded.find((u) => u.code === code)?.added).toEqual([right]);
    expect(await allowOf(pool, code)).toContain(right);
  }
  const noordUpgraded = await upgrade(noord);
  expect(noordUpgraded.find((u) => u.code === 'ROLE_BOARD')).toBeUndefined();
  expect(await allowOf(noord, 'ROLE_BOARD')).not.toContain(right);
  expect(noordUpgraded.find((u) => u.code === 'ROLE_SCHOOL')?.added).toEqual([right]);
  expect(await upgrade(pool)).toEqual([]);
});

test('ID-PERM-14: board and school roles seeded before the contract chain warning get its right at the next start, once; a deny stays', async () => {
  const right = MailingPermission.MAILING_CONTRACT_CHAIN_WARNING;
  const codes = ['ROLE_BOARD', 'ROLE_SCHOOL'] as const;
  for (const code of codes) expect(DEFAULT_ROLES.find((r) => r.code === code)!.allow).toContain(right);
  // a planner's mailing: the persons' own roles do not get it
  expect(DEFAULT_ROLES.find((r) => r.code === 'ROLE_EMPLOYEE')!.allow).not.toContain(right);
  await seededBefore(right, codes);
  await denyInNoord(right, 'ROLE_SCHOOL');
  const upgraded = await upgrade(pool);
  for (const code of codes) {
    expect(upgraded.find((u) => u.code === code)?.added).toEqual([right]);
    expect(await allowOf(pool, code)).toContain(right);
  }
  const noordUpgraded = await upgrade(noord);
  expect(noordUpgraded.find((u) => u.code === 'ROLE_SCHOOL')).toBeUndefined();
  expect(await allowOf(noord, 'ROLE_SCHOOL')).not.toContain(right);
  expect(noordUpgraded.find((u) => u.code === 'ROLE_BOARD')?.added).toEqual([right]);
  expect(await upgrade(pool)).toEqual([]);
});

/**
 * A right the default `holder` role holds and the `others` do not: a pool seeded before gets it at
 * the next start, once, and a pool that denied it keeps the deny.
 */
async function givenOnceToOne(right: string, holder: string, others: readonly string[]) {
  expect(DEFAULT_ROLES.find((r) => r.code === holder)!.allow).toContain(right);
  for (const code of others) expect(DEFAULT_ROLES.find((r) => r.code === code)!.allow).not.toContain(right);
  await seededBefore(right, [holder]);
  await denyInNoord(right, holder);
  expect((await upgrade(pool)).find((u) => u.code === holder)?.added).toEqual([right]);
  expect(await allowOf(pool, holder)).toContain(right);
  expect((await upgrade(noord)).find((u) => u.code === holder)).toBeUndefined();
  expect(await allowOf(noord, holder)).not.toContain(right);
  expect(await upgrade(pool)).toEqual([]);
}

test('ID-PERM-14: board roles seeded before the new-request mail get its right at the next start, once; a deny stays', async () => {
  // a school makes its own requests: neither it nor the persons' roles get it
  await givenOnceToOne(MailingPermission.MAILING_NEW_REQUEST, 'ROLE_BOARD', ['ROLE_SCHOOL', 'ROLE_EMPLOYEE']);
});

test('ID-PERM-14: board roles seeded before the availability and new-active-substitute mails get their rights at the next start, once; a deny stays', async () => {
  // the board plans the substitutes: neither a school nor the persons' roles get them
  for (const right of [MailingPermission.MAILING_AVAILABILITY_CHANGED, MailingPermission.MAILING_NEW_ACTIVE_SUBSTITUTE])
    await givenOnceToOne(right, 'ROLE_BOARD', ['ROLE_SCHOOL', 'ROLE_EMPLOYEE']);
});

test('ID-PERM-14: employee roles seeded before the personal-data notice get its right at the next start, once; a deny stays', async () => {
  // a notice about one's own data: the planners' roles do not get it
  await givenOnceToOne(MailingPermission.MAILING_PERSONAL_DATA_CHANGED, 'ROLE_EMPLOYEE', ['ROLE_BOARD', 'ROLE_SCHOOL']);
});

// the planners' mails of ADR 0337: the board holds all three, a school its own requests changed and its week
test.each([
  [MailingPermission.MAILING_REQUEST_CHANGED, ['ROLE_BOARD', 'ROLE_SCHOOL']],
  [MailingPermission.MAILING_DIGEST, ['ROLE_BOARD']],
  [MailingPermission.MAILING_MONDAY_REPORT, ['ROLE_BOARD', 'ROLE_SCHOOL']],
] as const)('ID-PERM-14: the default roles seeded before %s get it at the next start, once; a deny stays', async (right, codes) => {
  for (const { code, allow } of DEFAULT_ROLES.filter((r) => r.code !== 'ROLE_ADMINISTRATOR'))
    expect([code, allow.includes(right)]).toEqual([code, (codes as readonly string[]).includes(code)]);
  await seededBefore(right, codes);
  await denyInNoord(right, codes[0]);
  const upgraded = await upgrade(pool);
  for (const code of codes) {
    expect(upgraded.find((u) => u.code === code)?.added).toEqual([right]);
    expect(await allowOf(pool, code)).toContain(right);
  }
  const noordUpgraded = await upgrade(noord);
  expect(noordUpgraded.find((u) => u.code === codes[0])).toBeUndefined();
  expect(await allowOf(noord, codes[0])).not.toContain(right);
  for (const code of codes.slice(1)) expect(noordUpgraded.find((u) => u.code === code)?.added).toEqual([right]);
  expect(await upgrade(pool)).toEqual([]);
});
