import type { ListQuery, Pagination } from '@app/contracts';

/** field path -> messages, as a 422 answers them */
type FieldErrors = Record<string, string[]>;

export type SortOrder = 'asc' | 'desc';

/** What an entity's list allows: the sort whitelist and the filter keys it understands. */
export interface ListCapabilities {
  sortable: readonly string[];
  defaultSort: { column: string; order: SortOrder };
  filters: readonly string[];
}

/** A list call, decided: everything the store needs to build its SQL, nothing it must re-check. */
export interface ListRequest {
  page: number;
  /** null: every row (itemsPerPage=-1, and CSV export) */
  perPage: number | null;
  sort: { column: string; order: SortOrder };
  /** only filters the list knows, each value a non-empty list of trimmed strings */
  filters: Record<string, string[]>;
  /** trimmed free text, null when blank */
  search: string | null;
  includeArchived: boolean;
  /** file name for a CSV export, null for a JSON page */
  csvName: string | null;
}

export type ListRequestResult = { ok: true; request: ListRequest } | { ok: false; errors: FieldErrors };

const ARCHIVED_FILTER = 'archived';

/**
 * Turns a validated list query into a request. Sorting by a column outside the whitelist is a 422
 * rather than silently ignored, so a stale cached sort (SORT_ prefix, LIST-11) shows as an error
 * instead of a wrongly ordered list. Unknown filters are dropped: filter bars send shared keys
 * (period_id, isCustom) that a given list may not use.
 */
export function toListRequest(query: ListQuery, caps: ListCapabilities): ListRequestResult {
  const sort = query.sortBy ? { column: query.sortBy.column, order: query.sortBy.order } : caps.defaultSort;
  if (!caps.sortable.includes(sort.column)) return { ok: false, errors: { 'sortBy.column': ['The sort column is not allowed.'] } };

  const filters: Record<string, string[]> = {};
  for (const key of caps.filters) {
    const raw = query.filters[key];
    const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map((v) => v.trim()).filter((v) => v !== '');
    if (values.length) filters[key] = values;
  }

  // every search[...] value is the same free text from the one search box; the first non-blank wins
  const search =
    Object.values(query.search)
      .map((v) => v.trim())
      .find((v) => v !== '') ?? null;
  const csvName = query['csv-export'] ?? null;
  return {
    ok: true,
    request: {
      page: csvName ? 1 : query.page,
      perPage: csvName || query.itemsPerPage === -1 ? null : query.itemsPerPage,
      sort,
      filters,
      search,
      includeArchived: query.filters[ARCHIVED_FILTER] === '1',
      csvName,
    },
  };
}

/** meta.pagination (DESIGN section 3); per_page -1 answers an "all rows" call. */
export function paginationMeta(total: number, request: ListRequest, currentUrl: string): Pagination {
  return { total, per_page: request.perPage ?? -1, current_page: request.page, links: { current: currentUrl } };
}

/** A LIKE pattern that matches the text literally (FILTER-23: a literal, case-insensitive match). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
