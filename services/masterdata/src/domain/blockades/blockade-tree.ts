import { hasAnyRight } from '@app/contracts';
import type { Database } from '@app/service-kit';
import type { BranchTreeItem } from '../branches/branch-tree';
import { BLOCKADE_RIGHTS } from './blockade-input';
import { blockadesPerBranch } from './blockade-store';

type Counts = Awaited<ReturnType<typeof blockadesPerBranch>>;
export type BranchTreeItemWithBlockades = BranchTreeItem & {
  blockades: { id: number }[];
  personal_blockades: number;
  children: BranchTreeItemWithBlockades[];
};

const withCounts = (items: readonly BranchTreeItem[], counts: Counts): BranchTreeItemWithBlockades[] =>
  items.map((item) => ({
    ...item,
    blockades: counts.get(item.id)?.blockades ?? [],
    personal_blockades: counts.get(item.id)?.personal_blockades ?? 0,
    children: withCounts(item.children, counts),
  }));

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
