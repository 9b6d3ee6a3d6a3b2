/** A flat branch row as the store reads it for the tree. */
export interface BranchTreeRow {
  id: number;
  parent_id: number | null;
  name: string;
  archived_at: Date | string | null;
  branch_type: { id: number; code: string; name: string; color: string };
}

/** A tree item (MD-TREE-09): the client shows `children_count` through showCount/keyToShowCount. */
export interface BranchTreeItem {
  id: number;
  name: string;
  archived: boolean;
  archived_at: Date | string | null;
  color: string;
  branch_type: { id: number; code: string; name: string; color: string };
  showCount: true;
  keyToShowCount: 'children_count';
  children_count: number;
  children: BranchTreeItem[];
}

/** Deepest level a tree list renders (MD-TREE-01). */
export const MAX_TREE_DEPTH = 5;

/**
 * Builds the branch tree from flat rows, roots first, names in order at every level. A row whose
 * parent is not among the rows (archived and hidden, or deeper than 5 levels) becomes a root, so
 * nothing silently disappears.
 */
export function buildBranchTree(rows: readonly BranchTreeRow[]): BranchTreeItem[] {
  const items = new Map<number, BranchTreeItem>();
  for (const r of rows)
    items.set(r.id, {
      id: r.id,
      name: r.name,
      archived: r.archived_at !== null,
      archived_at: r.archived_at,
      color: r.branch_type.color,
      branch_type: r.branch_type,
      showCount: true,
      keyToShowCount: 'children_count',
      children_count: 0,
      children: [],
    });
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  const roots: BranchTreeItem[] = [];
  for (const r of rows) {
    const item = items.get(r.id) as BranchTreeItem;
    const parent = r.parent_id === null ? undefined : items.get(r.parent_id);
    if (parent && depthOf(parent.id, parentOf) < MAX_TREE_DEPTH) parent.children.push(item);
    else roots.push(item);
  }
  const sort = (list: BranchTreeItem[]) => {
    list.sort((a, b) => a.name.localeCompare(b.name, 'nl'));
    for (const item of list) {
      item.children_count = item.children.length;
      sort(item.children);
    }
  };
  sort(roots);
  return roots;
}

/** 1 for a root, 2 for its child...; stops counting past the deepest rendered level. */
function depthOf(id: number, parentOf: ReadonlyMap<number, number | null>): number {
  let depth = 1;
  let current = parentOf.get(id) ?? null;
  while (current !== null && depth <= MAX_TREE_DEPTH) {
    depth += 1;
    current = parentOf.get(current) ?? null;
  }
  return depth;
}

/** A record of another entity shown below its branch in the tree (MD-TREE-09 isAdditional, ADR 0276). */
export interface AdditionalTreeItem {
  id: number;
  name: string;
  isAdditional: true;
  archived: boolean;
  archived_at: Date | string | null;
  children: [];
}

/** A flat row of an additional entity with the branch it hangs below. */
export interface AdditionalTreeRow {
  id: number;
  name: string;
  branch_id: number;
  archived_at: Date | string | null;
}

export type WithAdditional<T> = Omit<T, 'children'> & { children: (WithAdditional<T> | AdditionalTreeItem)[] };

/**
 * The tree with each branch's additional items after its child branches, names in order. The
 * count a row shows stays its branches' (children_count); a row whose branch is not in the tree is
 * left out, so the tree shows nothing of a branch the caller cannot see.
 */
export function withAdditionalItems<T extends { id: number; children: T[] }>(
  items: readonly T[],
  rows: readonly AdditionalTreeRow[],
): WithAdditional<T>[] {
  const below = new Map<number, AdditionalTreeItem[]>();
  for (const r of [...rows].sort((a, b) => a.name.localeCompare(b.name, 'nl'))) {
    const list = below.get(r.branch_id) ?? [];
    list.push({ id: r.id, name: r.name, isAdditional: true, archived: r.archived_at !== null, archived_at: r.archived_at, children: [] });
    below.set(r.branch_id, list);
  }
  const attach = (list: readonly T[]): WithAdditional<T>[] =>
    list.map((item) => ({ ...item, children: [...attach(item.children), ...(below.get(item.id) ?? [])] }));
  return attach(items);
}
