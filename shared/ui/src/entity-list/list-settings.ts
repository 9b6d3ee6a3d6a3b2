import { DEFAULT_ITEMS_PER_PAGE, ITEMS_PER_PAGE } from '@app/contracts';

/** Prefix of the stored sort and page-size choice of a list (spec 001 section 4; reset clears it). */
export const SORT_PREFIX = 'SORT_';

export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  column: string;
  order: SortOrder;
}

/** What a list remembers between visits: its sort and its page size (-1 = all rows). */
export interface ListSettings {
  sort: ListSort | null;
  itemsPerPage: number;
}

export const DEFAULT_LIST_SETTINGS: ListSettings = { sort: null, itemsPerPage: DEFAULT_ITEMS_PER_PAGE };

export const listSettingsKey = (listKey: string) => `${SORT_PREFIX}${listKey}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isPageSize = (n: unknown): n is number => typeof n === 'number' && (ITEMS_PER_PAGE as readonly number[]).includes(n);

function parseSort(value: unknown): ListSort | null {
  if (!value || typeof value !== 'object') return null;
  const { column, order } = value as Record<string, unknown>;
  if (typeof column !== 'string' || !column) return null;
  return { column, order: order === 'desc' ? 'desc' : 'asc' };
}

/** The stored choice of a list; anything unreadable falls back to the defaults. */
export function readListSettings(listKey: string): ListSettings {
  const raw = storage()?.getItem(listSettingsKey(listKey));
  if (!raw) return DEFAULT_LIST_SETTINGS;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return {
      sort: parseSort(parsed.sort),
      itemsPerPage: isPageSize(parsed.itemsPerPage) ? parsed.itemsPerPage : DEFAULT_ITEMS_PER_PAGE,
    };
  } catch {
    return DEFAULT_LIST_SETTINGS;
  }
}

export function writeListSettings(listKey: string, settings: ListSettings): void {
  try {
    storage()?.setItem(listSettingsKey(listKey), JSON.stringify(settings));
  } catch {
    // a full or blocked storage only loses the remembered choice
  }
}

/** Clicking a column header: a new column sorts ascending, the same column toggles its order. */
export function nextSort(current: ListSort | null, column: string): ListSort {
  if (current?.column === column) return { column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { column, order: 'asc' };
}
