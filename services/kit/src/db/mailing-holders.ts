import { sql, type SQL } from 'drizzle-orm';
import { ancestorsOfAny } from './branch-scope';
import { rowsOf, type Tx } from './database';

/**
 * Who a notification mailing reaches (ID-PERM-14, ADR 0275), read from identity's published
 * profile_rights, profile_directory and account_directory and master data's person_detail_directory:
 * every service that sends a mailing asks the same rule, in the transaction of the change it mails.
 */

/** A Postgres array literal of ids: one parameter for any count. */
const idArray = (ids: readonly number[]) => `{${[...new Set(ids)].join(',')}}`;

/** A right as profile_rights names it: without the PERMISSION_ prefix, as the token carries it. */
const bare = (right: string) => right.replace(/^PERMISSION_/, '');

/**
 * Of `persons`, those a mailing switched by `right` may reach: a person with a live profile in the
 * pool when one of those profiles holds the right (deny winning) or is a sysadmin's. A person without
 * a live profile has no role to switch it: they get what is addressed to them (an offer's link is how
 * someone without an account answers), unless `withoutProfile` is false (a mailing about an account's
 * own person, which someone without one has no use for). Whoever it is, a person whose mail settings
 * switch the notification mails off gets none (ADR 0307).
 */
export async function mailingHolders(
  tx: Tx,
  poolId: number,
  persons: readonly number[],
  right: string,
  options: { withoutProfile?: boolean } = {},
): Promise<Set<number>> {
  if (!persons.length) return new Set();
  const noProfile =
    options.withoutProfile === false
      ? sql`false`
      : sql`not exists (select 1 from identity.profile_rights r where r.pool_id = ${poolId} and r.person_id = p.id)`;
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select p.id from unnest(${idArray(persons)}::int[]) as p(id)
        where not exists (select 1 from masterdata.person_detail_directory d
                          where d.pool_id = ${poolId} and d.id = p.id and d.notification_mails_off)
          and (${noProfile}
           or exists (select 1 from identity.profile_rights r where r.pool_id = ${poolId} and r.person_id = p.id
                      and (r.is_sysadmin or ${bare(right)} = any(r.rights))))`,
  );
  return new Set(rows.map((r) => r.id));
}

/** What a planner's mailing is about: work at branches (a request's), or a person at the branches their live profiles are coupled to. */
export type PlannedAt = { branchIds: readonly number[] } | { personId: number };

/** Who knows of the change already and is left out: the persons of the account that made it, and persons named. */
export interface LeftOut {
  username?: string | null;
  personIds?: readonly number[];
}

const startOf = (poolId: number, at: PlannedAt): SQL =>
  'branchIds' in at
    ? sql`(select unnest(${idArray(at.branchIds)}::int[]))`
    : sql`(select c.branch_id from identity.profile_directory c
           where c.pool_id = ${poolId} and c.person_id = ${at.personId} and c.archived_at is null and c.branch_id is not null)`;

/**
 * The persons who plan `at` and hold `right` (ADR 0331): a person with a live profile of the pool
 * that holds the right or is a sysadmin's, and whose scope holds one of the branches: it views the
 * entire pool (a role's flag, or a sysadmin's), or its branch is one of them or above one (the
 * personal filter, ADR 0012). The right and the scope must be the same profile's. A person coupled
 * to no branch (a profile of the whole pool) is planned by the profiles that view the entire pool.
 */
export async function plannersOf(tx: Tx, poolId: number, right: string, at: PlannedAt, leftOut: LeftOut = {}): Promise<number[]> {
  const rows = await rowsOf<{ person_id: number }>(
    tx,
    sql`select distinct r.person_id from identity.profile_rights r
        join identity.profile_directory p on p.id = r.profile_id
        where r.pool_id = ${poolId} and r.person_id is not null
          and (r.is_sysadmin or ${bare(right)} = any(r.rights))
          and (r.is_sysadmin or r.view_entire_pool or p.branch_id in ${ancestorsOfAny(poolId, startOf(poolId, at))})
          and not r.person_id = any(${idArray(leftOut.personIds ?? [])}::int[])
          and r.person_id not in (select c.person_id from identity.profile_directory c
                                  join identity.account_directory a on a.id = c.account_id
                                  where c.pool_id = ${poolId} and c.archived_at is null and c.person_id is not null
                                    and a.username = ${leftOut.username ?? null})
        order by r.person_id`,
  );
  return rows.map((r) => r.person_id);
}
