import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';

/**
 * The person each offer maker is in the pool: an offer keeps the username of the account that made
 * it; that account's live profile in the pool names its person (identity's published
 * account_directory and profile_directory). A maker without a live profile with a person in the pool
 * (an account gone or archived there, the system) is absent. Several persons: the lowest profile's.
 */
export async function offerMakerPersons(tx: Tx, poolId: number, usernames: readonly string[]): Promise<Map<string, number>> {
  const names = [...new Set(usernames)];
  if (!names.length) return new Map();
  const rows = await rowsOf<{ username: string; person_id: number }>(
    tx,
    sql`select distinct on (a.username) a.username, p.person_id
        from identity.account_directory a
        join identity.profile_directory p on p.account_id = a.id
        where p.pool_id = ${poolId} and p.archived_at is null and p.person_id is not null
          and a.username in (${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `,
          )})
        order by a.username, p.id`,
  );
  return new Map(rows.map((r) => [r.username, r.person_id]));
}
