import { sql } from 'drizzle-orm';
import {
  DEFAULT_ROLES,
  MailingPermission as M,
  Permission as P,
  PersonFieldPermission as F,
  RESERVED_MAILING_PERMISSIONS,
} from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { testToken } from '@app/service-kit/testing';
import { startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

/**
 * ID-PERM-14 new active substitute: a person becomes an active substitute (not archived, a live
 * profile of a substitute profile type, as matching's rule 1 has it) when PUT profile/{id} gives a
 * profile a substitute function; the planners whose profile holds MAILING_NEW_ACTIVE_SUBSTITUTE and
 * whose branches hold the person's are mailed, in that transaction (ADR 0345). The demo pool: 'school'
 * (School at De Regenboog, function Directeur), 'planner' (Board at the board), 'multi' (Board at the
 * board, School at De Regenboog), 'admin' (Administrator, the entire pool), 'invaller' (a substitute).
 */
let env: IdentityEnv;
let pool: number;
let schoolProfile: number;
let directeur: number;
let invaller: number;
const RIGHT = M.MAILING_NEW_ACTIVE_SUBSTITUTE;
const TEMPLATE = 'identity.new_active_substitute';
const PLANNER = 'planner@demo.invalpool.nl';
const MULTI = 'multi@demo.invalpool.nl';
const ADMIN = 'admin@demo.invalpool.nl';

const db = () => env.deps.db.db;
const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(db(), query))[0]!;
/** A token of whoever changes profiles: the username names the account left out as the change's author. */
const office = (username: string) =>
  testToken(env.deps, { username, pool_id: pool, allow: [P.PERSON_ALL, F.PERSON_PROFILES], view_entire_pool: true });

beforeAll(async () => {
  env = await startIdentityEnv();
  pool = env.poolIds.demo;
  const typeNamed = async (name: string) =>
    (await one<{ id: number }>(sql`select id from masterdata.profile_types where pool_id = ${pool} and name = ${name}`)).id;
  directeur = await typeNamed('Directeur');
  invaller = await typeNamed('Invaller');
  schoolProfile = (
    await one<{ id: number }>(
      sql`select p.id from identity.profiles p join masterdata.persons m on m.id = p.person_id
          where p.pool_id = ${pool} and m.email = 'school@demo.invalpool.nl' and p.archived_at is null`,
    )
  ).id;
}, 120_000);
afterAll(() => env?.close());

/** The mails identity wrote into its outbox since this was called. */
function outbox() {
  const since = one<{ id: number | null }>(sql`select max(id)::int as id from identity.outbox`).then((r) => r.id ?? 0);
  return async () =>
    rowsOf<{ recipient: string; template: string; body_text: string }>(
      db(),
      sql`select recipient, template, body_text from identity.outbox where id > ${await since} and template = ${TEMPLATE} order by id`,
    );
}
const setFunction = async (token: string, profile: number, type: number, description: string | null = null) => {
  const res = await env.server.call('PUT', `/api/profile/${profile}`, { token, body: { profile_type_id: type, description } });
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
};
const boardHolds = (holds: boolean) =>
  db().execute(
    holds
      ? sql`update identity.roles set allow = allow || ${JSON.stringify([RIGHT])}::jsonb where pool_id = ${pool} and code = 'ROLE_BOARD'`
      : sql`update identity.roles set allow = allow - ${RIGHT} where pool_id = ${pool} and code = 'ROLE_BOARD'`,
  );

describe('ID-PERM-14 new active substitute', () => {
  afterEach(async () => setFunction(await office('kantoor'), schoolProfile, directeur));

  it('ID-PERM-14: the right is no longer reserved; the default Board role holds it, School and Employee do not', () => {
    expect(RESERVED_MAILING_PERMISSIONS).not.toContain(RIGHT);
    expect(DEFAULT_ROLES.find((r) => r.code === 'ROLE_BOARD')!.allow).toContain(RIGHT);
    for (const code of ['ROLE_SCHOOL', 'ROLE_EMPLOYEE']) expect(DEFAULT_ROLES.find((r) => r.code === code)!.allow).not.toContain(RIGHT);
  });

  it('ID-PERM-14: a profile given the substitute function mails the planners of its branches, naming the person and the branch', async () => {
    const written = outbox();
    await setFunction(await office('kantoor'), schoolProfile, invaller);
    const mails = await written();
    // the board's planners and the administrator; the person themself is not told
    expect(mails.map((m) => m.recipient).sort()).toEqual([ADMIN, MULTI, PLANNER].sort());
    const mail = mails.find((m) => m.recipient === PLANNER)!;
    expect(mail.body_text).toMatch(/\n\n.+ is nu actief als invaller bij De Regenboog en kan worden uitgenodigd en ingepland\./);
    expect(mail.body_text).toMatch(/\n\n.+ is now an active substitute at De Regenboog and can be invited and planned\./);
  });

  it('ID-PERM-14: the planner who made the change is not told; a person already a substitute, or another function, tells nobody', async () => {
    const written = outbox();
    await setFunction(await office('planner'), schoolProfile, invaller);
    expect((await written()).map((m) => m.recipient).sort()).toEqual([ADMIN, MULTI].sort());
    const again = outbox();
    // already an active substitute: a new description is no news
    await setFunction(await office('kantoor'), schoolProfile, invaller, 'Ook invaller');
    await setFunction(await office('kantoor'), schoolProfile, directeur);
    expect(await again()).toEqual([]);
  });

  it('ID-PERM-14: a planner without the right, or who switched the notification mails off, is not mailed', async () => {
    await boardHolds(false);
    await db().execute(sql`update masterdata.persons set notification_mails_off = true where pool_id = ${pool} and email = ${ADMIN}`);
    try {
      const written = outbox();
      await setFunction(await office('kantoor'), schoolProfile, invaller);
      expect(await written()).toEqual([]);
    } finally {
      await boardHolds(true);
      await db().execute(sql`update masterdata.persons set notification_mails_off = false where pool_id = ${pool} and email = ${ADMIN}`);
    }
  });

  it('ID-PERM-14: the mail is written in the change’s transaction: a refused function writes none', async () => {
    const written = outbox();
    const res = await env.server.call('PUT', `/api/profile/${schoolProfile}`, {
      token: await office('kantoor'),
      body: { profile_type_id: 999999, description: null },
    });
    expect(res.status).toBe(422);
    expect(await written()).toEqual([]);
  });
});
