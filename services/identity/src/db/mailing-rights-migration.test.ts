import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MailingPermission as M } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

/**
 * Migration 0012 on roles stored before the mailing rights existed (ADR 0275, 'Existing roles'):
 * a pool's own roles get the three rights of the mailings the product sends, so their holders keep
 * getting the offer, closed and planned mails; a deny stays.
 */
const TAG = '0012_mailing_rights_for_existing_roles';
const MIGRATION = fs.readFileSync(path.join(__dirname, `migrations/${TAG}.sql`), 'utf8');
const SENT: string[] = [M.MAILING_OFFER_SENT, M.MAILING_CLOSING_CONFIRMATION, M.MAILING_PLANNED_CONFIRMATION];
const RESERVED: string[] = Object.values(M).filter((p) => !SENT.includes(p));

let env: IdentityEnv;
const db = () => env.deps.db.db;

beforeAll(async () => {
  env = await startIdentityEnv();
}, 120_000);

afterAll(() => env.close());

const roleOf = async (poolId: number, code: string) =>
  (
    await rowsOf<{ allow: string[]; deny: string[] }>(
      db(),
      sql`select allow, deny from identity.roles where pool_id = ${poolId} and code = ${code}`,
    )
  )[0]!;
const addRole = (poolId: number, code: string, allow: string[], deny: string[] = []) =>
  db().execute(sql`insert into identity.roles (pool_id, code, name, allow, deny)
    values (${poolId}, ${code}, ${code}, ${JSON.stringify(allow)}::jsonb, ${JSON.stringify(deny)}::jsonb)`);

it('runs with the other identity migrations', () => {
  const journal = JSON.parse(fs.readFileSync(path.join(__dirname, 'migrations/meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  expect(journal.entries.map((e) => e.tag)).toContain(TAG);
});

it("gives every stored role of every pool the three sent mailings' rights, once, and keeps a deny", async () => {
  const { demo, noord } = env.poolIds;
  // a pool's own roles as an administrator made them before the mailing rights existed
  await addRole(demo, 'ROLE_CUSTOM_PLANNER', ['PERMISSION_REQUEST_VIEW']);
  await addRole(demo, 'ROLE_CUSTOM_QUIET', ['PERMISSION_REQUEST_VIEW'], [M.MAILING_OFFER_SENT]);
  await addRole(noord, 'ROLE_CUSTOM_HOLDER', [M.MAILING_PLANNED_CONFIRMATION]);

  await db().execute(sql.raw(MIGRATION));
  await db().execute(sql.raw(MIGRATION));

  expect(await roleOf(demo, 'ROLE_CUSTOM_PLANNER')).toEqual({ allow: ['PERMISSION_REQUEST_VIEW', ...SENT], deny: [] });
  expect(await roleOf(demo, 'ROLE_CUSTOM_QUIET')).toEqual({
    allow: ['PERMISSION_REQUEST_VIEW', M.MAILING_CLOSING_CONFIRMATION, M.MAILING_PLANNED_CONFIRMATION],
    deny: [M.MAILING_OFFER_SENT],
  });
  expect(await roleOf(noord, 'ROLE_CUSTOM_HOLDER')).toEqual({
    allow: [M.MAILING_PLANNED_CONFIRMATION, M.MAILING_OFFER_SENT, M.MAILING_CLOSING_CONFIRMATION],
    deny: [],
  });
  // the reserved mailings switch nothing yet: nobody is given them
  for (const code of ['ROLE_CUSTOM_PLANNER', 'ROLE_CUSTOM_QUIET'])
    expect((await roleOf(demo, code)).allow.filter((p) => RESERVED.includes(p))).toEqual([]);
});

it('the holders of a stored school role hold the mailing rights again, as staffing reads them', async () => {
  const { demo } = env.poolIds;
  const school = await roleOf(demo, 'ROLE_SCHOOL');
  await db().execute(
    sql`update identity.roles set allow = ${JSON.stringify(school.allow.filter((p) => !SENT.includes(p)))}::jsonb
      where pool_id = ${demo} and code = 'ROLE_SCHOOL'`,
  );
  // read as staffing does: through the published view, in the pool's transaction
  const rightsOfSchoolHolders = () =>
    env.deps.db.withPool(demo, (tx) =>
      rowsOf<{ rights: string[] }>(
        tx,
        sql`select v.rights from identity.profile_rights v join identity.profile_roles pr on pr.profile_id = v.profile_id
        join identity.roles r on r.id = pr.role_id where r.pool_id = ${demo} and r.code = 'ROLE_SCHOOL' and not v.is_sysadmin`,
      ),
    );
  const before = await rightsOfSchoolHolders();
  expect(before.length).toBeGreaterThan(0);
  expect(before.filter((h) => h.rights.includes('MAILING_OFFER_SENT'))).toEqual([]);

  await db().execute(sql.raw(MIGRATION));

  for (const holder of await rightsOfSchoolHolders())
    expect(holder.rights).toEqual(
      expect.arrayContaining(['MAILING_OFFER_SENT', 'MAILING_CLOSING_CONFIRMATION', 'MAILING_PLANNED_CONFIRMATION']),
    );
});
