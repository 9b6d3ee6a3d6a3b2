import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';

/**
 * The km of one single trip from each person's address to the request's branch, in one query on
 * master data's published `person_branch_distance` (the entered distance first, else computed from
 * both coordinates, ADR 0057). A person without a row has an unknown distance.
 */
export async function readDistances(tx: Tx, poolId: number, ids: string, branchId: number): Promise<Map<number, number>> {
  const rows = await rowsOf<{ person_id: number; km: number }>(
    tx,
    sql`select person_id, km from masterdata.person_branch_distance
      where pool_id = ${poolId} and branch_id = ${branchId} and person_id = any(${ids}::int[])`,
  );
  return new Map(rows.map((r) => [r.person_id, Number(r.km)]));
}
