import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ExtraPermission as E, Permission as P } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

/** Migration 0007 on roles stored before the request tab rights existed (ID-PERM-08). */
const MIGRATION = fs.readFileSync(path.join(__dirname, 'migrations/0007_request_tab_rights.sql'), 'utf8');
const TAB_RIGHTS = [E.REQUEST_DETAILS, E.REQUEST_TIMELINE, E.REQUEST_SCHEDULE, E.REQUEST_BRANCH_INFO];

let env: IdentityEnv;

beforeAll(async () => {
  env = await startIdentityEnv();
}, 120_000);

afterAll(() => env.close());

const allowOf = async (code: string) =>
  (
    await rowsOf<{ allow: string[] }>(
      env.deps.db.db,
      sql`select allow from identity.roles where pool_id = ${env.poolIds.demo} and code = ${code}`,
    )
  )[0]!.allow;

it('gives the tab rights to every stored role that sees requests, once, and to no other', async () => {
  // the board and school roles as a pool seeded before the tab rights stored them
  await env.deps.db.db.execute(sql`update identity.roles set allow = allow - ${E.REQUEST_DETAILS}::text - ${E.REQUEST_TIMELINE}::text
    - ${E.REQUEST_SCHEDULE}::text - ${E.REQUEST_BRANCH_INFO}::text where code in ('ROLE_BOARD', 'ROLE_SCHOOL')`);
  expect(await allowOf('ROLE_BOARD')).not.toContain(E.REQUEST_TIMELINE);

  await env.deps.db.db.execute(sql.raw(MIGRATION));
  await env.deps.db.db.execute(sql.raw(MIGRATION));

  for (const code of ['ROLE_BOARD', 'ROLE_SCHOOL', 'ROLE_ADMINISTRATOR']) {
    const allow = await allowOf(code);
    expect([code, TAB_RIGHTS.filter((p) => allow.includes(p))]).toEqual([code, TAB_RIGHTS]);
    expect([code, allow.length]).toEqual([code, new Set(allow).size]);
  }
  expect(await allowOf('ROLE_BOARD')).toContain(P.REQUEST_ALL);
  for (const code of ['ROLE_EMPLOYEE', 'ROLE_SUBSTITUTE']) {
    const allow = await allowOf(code);
    expect([code, allow.filter((p) => TAB_RIGHTS.includes(p as never))]).toEqual([code, []]);
  }
});
