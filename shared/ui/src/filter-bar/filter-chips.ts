/** One removable chip of an active filter. */
export interface FilterChip {
  id: string;
  /** the control it belongs to: the group of the grouped view */
  group: string;
  text: string;
}

export const DEFAULT_CHIP_LIMIT = 12;
export const MIN_CHIPS_PER_GROUP = 2;

/**
 * Which chips show and which sit behind '+N' (FILTER-02): the first 12; in the grouped view every
 * group gets an equal share of the 12, at least 2.
 */
export function splitChips<T extends FilterChip>(chips: T[], grouped = false, limit = DEFAULT_CHIP_LIMIT): { visible: T[]; hidden: T[] } {
  if (!grouped) return { visible: chips.slice(0, limit), hidden: chips.slice(limit) };
  const groups = [...new Set(chips.map((c) => c.group))];
  const share = Math.max(MIN_CHIPS_PER_GROUP, Math.floor(limit / Math.max(groups.length, 1)));
  const visible: T[] = [];
  const hidden: T[] = [];
  for (const group of groups) {
    const own = chips.filter((c) => c.group === group);
    visible.push(...own.slice(0, share));
    hidden.push(...own.slice(share));
  }
  return { visible, hidden };
}
