import type { ListColumn } from '@app/contracts';

/**
 * Which optional columns (a pool's additional fields, ADR 0106) the user switched on, per list,
 * under COLUMNS_<list key>: kept apart from the sort (SORT_), so a filter reset keeps the columns.
 */
export const COLUMNS_PREFIX = 'COLUMNS_';

export const listColumnsKey = (listKey: string) => `${COLUMNS_PREFIX}${listKey}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The switched-on column codes of a list; anything unreadable is none. */
export function readListColumns(listKey: string): string[] {
  const raw = storage()?.getItem(listColumnsKey(listKey));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string' && c.length > 0) : [];
  } catch {
    return [];
  }
}

export function writeListColumns(listKey: string, columns: readonly string[]): void {
  try {
    storage()?.setItem(listColumnsKey(listKey), JSON.stringify(columns));
  } catch {
    // a full or blocked storage only loses the remembered choice
  }
}

/** The columns a list shows: every fixed column, and the optional ones the user switched on. */
export const visibleColumns = (columns: readonly ListColumn[], switchedOn: readonly string[]) =>
  columns.filter((c) => !c.optional || switchedOn.includes(c.column_code));

/** Switches one optional column on or off, keeping the others. */
export const toggleColumn = (switchedOn: readonly string[], code: string): string[] =>
  switchedOn.includes(code) ? switchedOn.filter((c) => c !== code) : [...switchedOn, code];

/** A column header: the template's i18n key, or the field's own label as it is (`literal_label`). */
export const columnLabel = (t: (key: string) => string, column: Pick<ListColumn, 'label' | 'literal_label'>) =>
  column.literal_label ? column.label : t(column.label);
