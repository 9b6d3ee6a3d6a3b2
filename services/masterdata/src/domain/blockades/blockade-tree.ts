import type { BranchTreeItem } from '../branches/branch-tree';

/** Per branch id: the pool blockades' ids and the count of personal ones. */
export type BlockadeCounts = Map<number, { blockades: { id: number }[]; personal_blockades: number }>;
export type BranchTreeItemWithBlockades = BranchTreeItem & {
  blockades: { id: number }[];
  personal_blockades: number;
  children: BranchTreeItemWithBlockades[];
};

/** The tree with each item's blockade counts, at every depth. */
export const withCounts = (items: readonly BranchTreeItem[], counts: BlockadeCounts): BranchTreeItemWithBlockades[] =>
  items.map((item) => ({
    ...item,
    blockades: counts.get(item.id)?.blockades ?? [],
    personal_blockades: counts.get(item.id)?.personal_blockades ?? 0,
    children: withCounts(item.children, counts),
  }));
