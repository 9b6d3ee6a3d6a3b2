import { hasAnyRight } from '@app/contracts';
import type { Database } from '@app/service-kit';
import { BLOCKADE_RIGHTS } from '../domain/blockades/blockade-input';
import { withCounts } from '../domain/blockades/blockade-tree';
import type { BranchTreeItem } from '../domain/branches/branch-tree';
import { blockadesPerBranch } from '../store/blockades';

/**
 * The branch tree with each item's blockades (MD-BLK-07): the pool blockades' ids and the count of
 * personal ones, of one person or of everyone; the tree list opens down to them (MD-TREE-05).
 */
export async function treeWithBlockades(db: Database, poolId: number, items: readonly BranchTreeItem[], personId: number | null) {
  return withCounts(items, await db.withPool(poolId, (tx) => blockadesPerBranch(tx, poolId, personId)));
}

/** branch/tree carries the blockades only for a caller with a blockade right; others get the tree as it was. */
export const treeForCaller = (db: Database, auth: Parameters<typeof hasAnyRight>[0] & { pool_id: number }, items: BranchTreeItem[]) =>
  hasAnyRight(auth, BLOCKADE_RIGHTS.view) ? treeWithBlockades(db, auth.pool_id, items, null) : items;
