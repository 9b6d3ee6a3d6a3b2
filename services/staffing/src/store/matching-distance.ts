import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { intArray } from './availability';

/**
 * The km of one single trip from each person's address to each of the requests' branches
 * (`branch -> person -> km`), in one query on master data's published `person_branch_distance`
 * (the entered distance first, else computed from both coordinates, ADR 0057). A person without a
 * row has an unknown distance.
 */
export async function readDistances(
  tx: Tx,
  poolId: number,
  ids: string,
  branchIds: readonly number[],
): Promise<Map<number, Map<number, number>>> {
  const rows = await rowsOf<{ branch_id: number; person_id: number; km: number }>(
    tx,
    sql`select branch_id, person_id, km from masterdata.person_branch_distance
      where pool_id = ${poolId} and branch_id = any(${intArray([...new Set(branchIds)])}::int[]) and person_id = any(${ids}::int[])`,
  );
  const out = new Map<number, Map<number, number>>();
  for (const r of rows) {
    let byPerson = out.get(r.branch_id);
    if (!byPerson) out.set(r.branch_id, (byPerson = new Map()));
    byPerson.set(r.person_id, Number(r.km));
  }
  return out;
}
