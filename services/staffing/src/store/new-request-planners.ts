import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { ancestorsOf } from './scope';

/**
 * The persons who plan a request's branch and hold `right` (ADR 0331): a person with a live profile
 * of the pool (identity's published profile_rights and profile_directory) that holds the right or is
 * a sysadmin's, and whose scope holds the branch: it views the entire pool (a role's flag, or a
 * sysadmin's), or its branch is the request's branch or one above it. The persons of the creator's
 * account (`creator`, its username) are left out: they made the request.
 */
export async function newRequestPlanners(tx: Tx, poolId: number, branchId: number, right: string, creator: string): Promise<number[]> {
  const bare = right.replace(/^PERMISSION_/, '');
  const rows = await rowsOf<{ person_id: number }>(
    tx,
    sql`select distinct r.person_id from identity.profile_rights r
        join identity.profile_directory p on p.id = r.profile_id
        where r.pool_id = ${poolId} and r.person_id is not null
          and (r.is_sysadmin or ${bare} = any(r.rights))
          and (r.is_sysadmin or r.view_entire_pool or p.branch_id in ${ancestorsOf(poolId, branchId)})
          and r.person_id not in (select c.person_id from identity.profile_directory c
                                  join identity.account_directory a on a.id = c.account_id
                                  where c.pool_id = ${poolId} and c.archived_at is null and c.person_id is not null
                                    and a.username = ${creator})
        order by r.person_id`,
  );
  return rows.map((r) => r.person_id);
}
