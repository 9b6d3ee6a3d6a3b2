import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ExtraPermission as E } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

/**
 * Migration 0014 on roles stored before the past-contracts and board number rights (ADR 0290): a
 * pool's own roles keep seeing persons of ended contracts (branch-bound roles) and the board number;
 * a deny in either spelling stays, and the default roles are left to their default.
 */
const TAG = '0014_person_scope_and_board_number_rights';
const STATEMENTS = fs
  .readFileSync(path.join(__dirname, `migrations/${TAG}.sql`), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim());
const PAST = E.CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST;
const BOARD_NUMBER = E.BOARD_NUMBER_VIEW;

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
const addRole = (poolId: number, code: string, allow: string[], deny: string[] = [], entire = false) =>
  db().execute(sql`insert into identity.roles (pool_id, code, name, allow, deny, view_entire_pool)
    values (${poolId}, ${code}, ${code}, ${JSON.stringify(allow)}::jsonb, ${JSON.stringify(deny)}::jsonb, ${entire})`);
const migrate = async () => {
  for (const statement of STATEMENTS) await db().execute(sql.raw(statement));
};

it('runs with the other identity migrations', () => {
  const journal = JSON.parse(fs.readFileSync(path.join(__dirname, 'migrations/meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  expect(journal.entries.map((e) => e.tag)).toContain(TAG);
});

it('ID-PERM-13: gives the stored own roles both rights once, the past contracts only where branch-bound, and keeps a deny', async () => {
  const { demo } = env.poolIds;
  await addRole(demo, 'ROLE_CUSTOM_COORDINATOR', ['PERMISSION_PERSON_VIEW']);
  await addRole(demo, 'ROLE_CUSTOM_OFFICE', ['PERMISSION_PERSON_VIEW'], [], true);
  await addRole(demo, 'ROLE_CUSTOM_NOW_ONLY', ['PERMISSION_PERSON_VIEW'], ['CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST']);
  const school = await roleOf(demo, 'ROLE_SCHOOL');

  await migrate();
  await migrate();

  expect(await roleOf(demo, 'ROLE_CUSTOM_COORDINATOR')).toEqual({ allow: ['PERMISSION_PERSON_VIEW', PAST, BOARD_NUMBER], deny: [] });
  // the entire pool is no personal filter: nothing to keep there but the board number
  expect(await roleOf(demo, 'ROLE_CUSTOM_OFFICE')).toEqual({ allow: ['PERMISSION_PERSON_VIEW', BOARD_NUMBER], deny: [] });
  expect(await roleOf(demo, 'ROLE_CUSTOM_NOW_ONLY')).toEqual({
    allow: ['PERMISSION_PERSON_VIEW', BOARD_NUMBER],
    deny: ['CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST'],
  });
  // a school sees who works there now (ADR 0265): its default is not widened here
  expect(await roleOf(demo, 'ROLE_SCHOOL')).toEqual(school);
});
