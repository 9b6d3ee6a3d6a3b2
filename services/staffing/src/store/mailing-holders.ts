import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { intArray } from './availability';

/**
 * Of `persons`, those a mailing switched by `right` may reach (ADR 0275): a person with a live
 * profile in the pool when one of those profiles holds the right (identity's published
 * profile_rights, deny winning) or is a sysadmin's; a person without one has no role to switch it
 * and gets what is addressed to them, as an offer's link is how someone without an account answers.
 * Whoever it is, a person whose mail settings switch the notification mails off gets none (ADR 0307).
 */
export async function mailingHolders(tx: Tx, poolId: number, persons: readonly number[], right: string): Promise<Set<number>> {
  if (!persons.length) return new Set();
  const bare = right.replace(/^PERMISSION_/, '');
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select p.id from unnest(${intArray([...new Set(persons)])}::int[]) as p(id)
        where not exists (select 1 from masterdata.person_detail_directory d
                          where d.pool_id = ${poolId} and d.id = p.id and d.notification_mails_off)
          and (not exists (select 1 from identity.profile_rights r where r.pool_id = ${poolId} and r.person_id = p.id)
           or exists (select 1 from identity.profile_rights r where r.pool_id = ${poolId} and r.person_id = p.id
                      and (r.is_sysadmin or ${bare} = any(r.rights))))`,
  );
  return new Set(rows.map((r) => r.id));
}
