import type { FilterOption } from './filter-types';

type Id = string | number;

const childrenOf = (options: FilterOption[], id: Id) =>
  options.filter((o) => o.parent_id !== null && o.parent_id !== undefined && String(o.parent_id) === String(id));

/** Every option below `id`, at any depth. */
export function descendantIds(options: FilterOption[], id: Id, seen = new Set<string>()): Id[] {
  return childrenOf(options, id).flatMap((child) => {
    if (seen.has(String(child.id))) return [];
    seen.add(String(child.id));
    return [child.id, ...descendantIds(options, child.id, seen)];
  });
}

/** All-select (FILTER-21): adding a parent adds its children, removing a parent drops them. */
export function toggleWithChildren(selected: Id[], option: FilterOption, options: FilterOption[]): Id[] {
  const family = [option.id, ...descendantIds(options, option.id)].map(String);
  const isSelected = selected.some((s) => String(s) === String(option.id));
  if (isSelected) return selected.filter((s) => !family.includes(String(s)));
  const added = [option.id, ...descendantIds(options, option.id)].filter((id) => !selected.some((s) => String(s) === String(id)));
  return [...selected, ...added];
}

/** How deep an option sits (0 for a root), following parent_id within the list. */
export function depthOf(options: FilterOption[], option: FilterOption): number {
  const byId = new Map(options.map((o) => [String(o.id), o]));
  let depth = 0;
  let parent = option.parent_id;
  while (parent !== null && parent !== undefined && byId.has(String(parent)) && depth < 10) {
    depth += 1;
    parent = byId.get(String(parent))!.parent_id;
  }
  return depth;
}

/**
 * The branch picker's search (FILTER-23): a case-insensitive literal match on the name; every match
 * shows with all its ancestors, in the list's order.
 */
export function searchWithAncestors(options: FilterOption[], search: string): FilterOption[] {
  const text = search.trim().toLowerCase();
  if (!text) return options;
  const byId = new Map(options.map((o) => [String(o.id), o]));
  const keep = new Set<string>();
  for (const option of options) {
    if (!option.name.toLowerCase().includes(text)) continue;
    let current: FilterOption | undefined = option;
    while (current && !keep.has(String(current.id))) {
      keep.add(String(current.id));
      current = current.parent_id === null || current.parent_id === undefined ? undefined : byId.get(String(current.parent_id));
    }
  }
  return options.filter((o) => keep.has(String(o.id)));
}

/** A tree list in depth-first order (parents before their children), for the indented pickers. */
export function treeOrder(options: FilterOption[]): FilterOption[] {
  const ids = new Set(options.map((o) => String(o.id)));
  const roots = options.filter((o) => o.parent_id === null || o.parent_id === undefined || !ids.has(String(o.parent_id)));
  const out: FilterOption[] = [];
  const visit = (o: FilterOption, seen: Set<string>) => {
    if (seen.has(String(o.id))) return;
    seen.add(String(o.id));
    out.push(o);
    childrenOf(options, o.id).forEach((c) => visit(c, seen));
  };
  const seen = new Set<string>();
  roots.forEach((r) => visit(r, seen));
  return out;
}

/** The group an option belongs to (label groups come as a name or an object). */
export const groupNameOf = (option: FilterOption): string =>
  typeof option.label_group === 'string' ? option.label_group : (option.label_group?.name ?? '');
