import type { FilterItem } from '@app/contracts';

/** Controls that keep a from and a to date under their own keys (a hidden one drops both, FILTER-18). */
export const RANGE_TYPES = new Set<FilterItem['type']>(['date_period_component', 'date_period_presets_component', 'time_unit_component']);

/** The keys a period control writes: its elements' keys, else `from` and `to`. */
export function periodKeys(item: FilterItem): { from: string; to: string } {
  return { from: item.elements?.from.key ?? 'from', to: item.elements?.to.key ?? 'to' };
}

/**
 * A date range as it is emitted (FORM-06): in order, a reversed one sorted; null when either end is
 * missing, so no half range goes out. Dates are YYYY-MM-DD, so the text order is the date order.
 */
export function emittedRange(from: unknown, to: unknown): { from: string; to: string } | null {
  if (typeof from !== 'string' || typeof to !== 'string' || from === '' || to === '') return null;
  return from <= to ? { from, to } : { from: to, to: from };
}
