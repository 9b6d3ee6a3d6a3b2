import { sql } from 'drizzle-orm';
import { intArray } from './availability';

/**
 * The read of the km of one single trip from each person's address to each of the requests' branches
 * (`distancesByBranch` makes them `branch -> person -> km`), on master data's published `person_branch_distance`
 * (the entered distance first, else computed from both coordinates, ADR 0057). A person without a
 * row has an unknown distance.
 */
export const distancesRead = (poolId: number, ids: string, branchIds: readonly number[]) =>
  sql`select branch_id, person_id, km from masterdata.person_branch_distance
      where pool_id = ${poolId} and branch_id = any(${intArray([...new Set(branchIds)])}::int[]) and person_id = any(${ids}::int[])`;

export type DistanceRow = { branch_id: number; person_id: number; km: number | string };

/** The rows of `distancesRead` as `branch -> person -> km`. */
export function distancesByBranch(rows: readonly DistanceRow[]): Map<number, Map<number, number>> {
  const out = new Map<number, Map<number, number>>();
  for (const r of rows) {
    let byPerson = out.get(r.branch_id);
    if (!byPerson) out.set(r.branch_id, (byPerson = new Map()));
    byPerson.set(r.person_id, Number(r.km));
  }
  return out;
}
