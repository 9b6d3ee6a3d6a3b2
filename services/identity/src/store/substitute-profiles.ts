import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { branchDirectory, personDirectory } from '@app/contracts/published-views/masterdata';

/**
 * Whether the person is an active substitute of the pool as matching's rule 1 has it (DOMAIN
 * 'Matching'): a person not archived with a live profile of a substitute profile type (run inside `withPool`).
 */
export async function isActiveSubstitute(tx: Tx, poolId: number, personId: number): Promise<boolean> {
  const [row] = await rowsOf<{ yes: boolean }>(
    tx,
    sql`select exists (select 1 from identity.profiles p
          join masterdata.profile_type_directory t on t.pool_id = p.pool_id and t.id = p.profile_type_id and t.type = 'substitute'
          join masterdata.person_detail_directory d on d.pool_id = p.pool_id and d.id = p.person_id and not d.archived
          where p.pool_id = ${poolId} and p.person_id = ${personId} and p.archived_at is null) as yes`,
  );
  return row?.yes === true;
}

/** Names and e-mail addresses of persons of the pool, from masterdata's published directory (run inside `withPool`). */
export async function personContacts(
  tx: Tx,
  poolId: number,
  ids: readonly number[],
): Promise<Map<number, { email: string | null; fullName: string }>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: personDirectory.id, email: personDirectory.email, fullName: personDirectory.fullName })
    .from(personDirectory)
    .where(and(eq(personDirectory.poolId, poolId), inArray(personDirectory.id, [...ids])));
  return new Map(rows.map((r) => [r.id, { email: r.email, fullName: r.fullName }]));
}

/** A branch's name from masterdata's published tree; null for none (run inside `withPool`). */
export async function branchName(tx: Tx, poolId: number, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx
    .select({ name: branchDirectory.name })
    .from(branchDirectory)
    .where(and(eq(branchDirectory.poolId, poolId), eq(branchDirectory.id, id)));
  return row?.name ?? null;
}
