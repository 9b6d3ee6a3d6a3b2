import type { ListSort } from './list-settings';

export type ListQueryValue = string | number | (string | number)[];
export type ListQueryParams = Record<string, ListQueryValue>;

export interface ListQueryState {
  /** 0-based page of the table */
  page: number;
  /** 25, 50, 100 or -1 (all rows) */
  itemsPerPage: number;
  sort: ListSort | null;
  /** the template's `filter.filter_search`; without it no search is sent */
  searchKey?: string;
  search: string;
  filters?: Record<string, string | number | (string | number)[] | undefined | null>;
}

/**
 * The query of a list call as the service parses it with qs (docs/masterdata.md): 1-based page,
 * itemsPerPage, sortBy[column]/sortBy[order], search[<key>] (trimmed, left out when blank) and
 * filters[<key>] (a list goes out as filters[<key>][]).
 */
export function buildListQuery(state: ListQueryState): ListQueryParams {
  const query: ListQueryParams = {
    page: state.itemsPerPage === -1 ? 1 : state.page + 1,
    itemsPerPage: state.itemsPerPage,
  };
  if (state.sort) {
    query['sortBy[column]'] = state.sort.column;
    query['sortBy[order]'] = state.sort.order;
  }
  const search = state.search.trim();
  if (state.searchKey && search) query[`search[${state.searchKey}]`] = search;
  for (const [key, value] of Object.entries(state.filters ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) query[`filters[${key}]`] = value;
    } else query[`filters[${key}]`] = value;
  }
  return query;
}

/** The export call: the same filter and sort, every row, as `<listKey>.csv`. */
export function buildExportQuery(state: ListQueryState, listKey: string): ListQueryParams {
  const { page: _page, itemsPerPage: _size, ...rest } = buildListQuery(state);
  return { ...rest, 'csv-export': listKey };
}

/** A query string the way the api client writes one (lists as `key[]`). */
export function toSearchParams(query: ListQueryParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)));
    else params.set(key, String(value));
  }
  return params;
}
