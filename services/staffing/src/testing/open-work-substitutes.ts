import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import type { StaffingEnv } from './staffing-env';

let made = 0;

/**
 * New substitutes of a pool, as open work needs them: a person, an account with a substitute
 * profile, and (unless told) a certificate of conduct (MATCH-07). Answers their person ids.
 */
export async function openWorkSubstitutes(
  env: StaffingEnv,
  pool: number,
  count: number,
  options: { coc?: boolean } = {},
): Promise<number[]> {
  const name = `Open${++made}x${Date.now() % 100_000}`;
  const persons = await env.deps.db.withSystem((tx) =>
    rowsOf<{ id: number }>(
      tx,
      sql`insert into masterdata.persons (pool_id, first_name, last_name, initials, email) values ${sql.join(
        Array.from(
          { length: count },
          (_, i) => sql`(${pool}, ${`${name}${i}`}, 'Invaller', 'O', ${`${name.toLowerCase()}${i}@invallers.test`})`,
        ),
        sql`, `,
      )} returning id`,
    ),
  );
  const ids = persons.map((p) => p.id);
  const [type] = await rowsOf<{ id: number }>(
    env.deps.db.db,
    sql`select id from masterdata.profile_types where pool_id = ${pool} and type = 'substitute' limit 1`,
  );
  await env.deps.db.withSystem(async (tx) => {
    for (const id of ids) {
      const [account] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into identity.accounts (username, email, password_hash) values (${`open-${id}`}, ${`open-${id}@invallers.test`}, 'x') returning id`,
      );
      await tx.execute(
        sql`insert into identity.profiles (pool_id, account_id, person_id, profile_type_id) values (${pool}, ${account!.id}, ${id}, ${type!.id})`,
      );
      if (options.coc !== false)
        await tx.execute(
          sql`insert into masterdata.conducts (pool_id, person_id, issue_date, marked_valid) values (${pool}, ${id}, '2026-06-01', true)`,
        );
    }
  });
  return ids;
}

/** Stores a pool setting as master data keeps it (null: the setting's default), for the tests' own pool. */
export async function setPoolSetting(env: StaffingEnv, pool: number, code: string, value: string | number | null): Promise<void> {
  await env.deps.db.withSystem((tx) =>
    tx.execute(
      value === null
        ? sql`delete from masterdata.pool_settings where pool_id = ${pool} and code = ${code}`
        : sql`insert into masterdata.pool_settings (pool_id, code, value) values (${pool}, ${code}, ${JSON.stringify(value)}::jsonb)
            on conflict (pool_id, code) do update set value = excluded.value`,
    ),
  );
}

/** Stores a branch's own value of a setting (null: none, so it inherits), for the tests' own pool. */
export async function setBranchSetting(
  env: StaffingEnv,
  pool: number,
  branchId: number,
  code: string,
  value: string | null,
): Promise<void> {
  await env.deps.db.withSystem(async (tx) => {
    await tx.execute(sql`delete from masterdata.branch_settings where branch_id = ${branchId} and code = ${code}`);
    if (value !== null)
      await tx.execute(
        sql`insert into masterdata.branch_settings (pool_id, branch_id, code, value) values (${pool}, ${branchId}, ${code}, ${JSON.stringify(value)}::jsonb)`,
      );
  });
}
