/** Deepest level a tree list renders (spec 001 section 9: tree up to 5 levels). */
export const MAX_TREE_DEPTH = 5;

/**
 * A tree row as the server sends it (spec 001 section 3 'Tree item'). Blockades come as a list or
 * a count, or as the `has_blockades` flag of lists that only know whether there are any.
 */
export interface TreeItem {
  id: number;
  name: string;
  children?: TreeItem[];
  archived?: boolean;
  archived_at?: string | null;
  color?: string;
  branch_type?: { id?: number; name?: string; color?: string } | null;
  branches?: { id: number; name: string }[];
  blockades?: unknown[] | number;
  personal_blockades?: unknown[] | number;
  has_blockades?: boolean;
  showCount?: boolean;
  keyToShowCount?: string;
  listStyle?: string;
  separateChildrenStyle?: boolean;
  isAdditional?: boolean;
  [key: string]: unknown;
}

const counted = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : typeof value === 'number' && value > 0);

export const hasBlockades = (item: TreeItem): boolean =>
  item.has_blockades === true || counted(item.blockades) || counted(item.personal_blockades);

/** The children a row shows: none past the deepest level, so a tree never renders level 6. */
export const visibleChildren = (item: TreeItem, level: number): TreeItem[] => (level >= MAX_TREE_DEPTH ? [] : (item.children ?? []));

/** The count a row shows: the field the server names in keyToShowCount, else its children. */
export function childCount(item: TreeItem): number | null {
  if (!item.showCount) return null;
  const named = item.keyToShowCount ? item[item.keyToShowCount] : undefined;
  return typeof named === 'number' ? named : (item.children?.length ?? 0);
}

/**
 * The rows open on first render: everything with `expand_all`, otherwise the ancestors of every
 * item that has blockades, so those items are in sight (MD-TREE-05).
 */
export function initialExpanded(items: readonly TreeItem[], expandAll = false): Set<number> {
  const open = new Set<number>();
  const walk = (list: readonly TreeItem[], ancestors: number[], level: number): void => {
    for (const item of list) {
      const children = visibleChildren(item, level);
      if (expandAll && children.length) open.add(item.id);
      if (hasBlockades(item)) ancestors.forEach((id) => open.add(id));
      walk(children, [...ancestors, item.id], level + 1);
    }
  };
  walk(items, [], 1);
  return open;
}

/** Expanding and collapsing is per item (MD-TREE-06): one id in or out, the others untouched. */
export function toggleExpanded(open: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(open);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * The tree narrowed to items whose name contains the text (trimmed, case-insensitive), each shown
 * with all its ancestors; an ancestor keeps only the children that lead to a match.
 */
export function filterTree(items: readonly TreeItem[], text: string): TreeItem[] {
  const needle = text.trim().toLocaleLowerCase('nl');
  if (!needle) return [...items];
  const keep = (list: readonly TreeItem[]): TreeItem[] =>
    list.flatMap((item) => {
      if (item.name.toLocaleLowerCase('nl').includes(needle)) return [item];
      const children = keep(item.children ?? []);
      return children.length ? [{ ...item, children }] : [];
    });
  return keep(items);
}

/** Ids of every item that has children: what a search opens so its matches are in sight. */
export function parentIds(items: readonly TreeItem[]): Set<number> {
  const ids = new Set<number>();
  const walk = (list: readonly TreeItem[]) =>
    list.forEach((item) => {
      if (item.children?.length) {
        ids.add(item.id);
        walk(item.children);
      }
    });
  walk(items);
  return ids;
}
