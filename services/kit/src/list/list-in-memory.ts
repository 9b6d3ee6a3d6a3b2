import type { ListCapabilities, ListRequest } from './list-request';

/** A short list kept whole in memory (a pool's roles, the pools): what its list calls may use. */
export interface MemoryList<T> {
  /** sort whitelist: column code -> the value it sorts on */
  sortable: Record<string, (row: T) => string | number | boolean | null>;
  defaultSort: ListCapabilities['defaultSort'];
  /** the texts the search box looks in */
  search: ((row: T) => string | null)[];
}

export const memoryCapabilities = <T>(list: MemoryList<T>): ListCapabilities => ({
  sortable: Object.keys(list.sortable),
  defaultSort: list.defaultSort,
  filters: [],
});

const compare = (a: string | number | boolean | null, b: string | number | boolean | null): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, 'nl', { sensitivity: 'base' });
  return a < b ? -1 : 1;
};

/**
 * The same answer the SQL list engine gives, for rows already in memory: the case-insensitive
 * literal search, the whitelisted sort (ties in the given order), then the page and the total.
 */
export function pageInMemory<T>(rows: readonly T[], list: MemoryList<T>, request: ListRequest): { rows: T[]; total: number } {
  const needle = request.search?.toLocaleLowerCase('nl') ?? null;
  const found =
    needle === null ? [...rows] : rows.filter((row) => list.search.some((text) => text(row)?.toLocaleLowerCase('nl').includes(needle)));
  const key = list.sortable[request.sort.column] ?? list.sortable[list.defaultSort.column]!;
  const sign = request.sort.order === 'desc' ? -1 : 1;
  const sorted = found.map((row, i) => ({ row, i })).sort((a, b) => sign * compare(key(a.row), key(b.row)) || a.i - b.i);
  const page = request.perPage === null ? sorted : sorted.slice((request.page - 1) * request.perPage, request.page * request.perPage);
  return { rows: page.map((x) => x.row), total: found.length };
}
