import { and, eq } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { branches, branchTypes } from '../db/schema';

/**
 * The caller's branch type level (GAP-22): the level of the branch type of the profile's branch
 * (board 1, school 2, location 3). A profile bound to no branch, or to a branch not in this pool,
 * is 0: above every level, so every header block shows to it.
 */
export async function branchTypeLevelOf(tx: Tx, poolId: number, branchId: number | null): Promise<number> {
  if (branchId === null) return 0;
  const [row] = await tx
    .select({ level: branchTypes.level })
    .from(branches)
    .innerJoin(branchTypes, eq(branchTypes.id, branches.branchTypeId))
    .where(and(eq(branches.poolId, poolId), eq(branches.id, branchId)));
  return row?.level ?? 0;
}
