import { useQuery } from '@tanstack/react-query';
import type { CalendarPanelWeek, GeneralCalendarDays } from '@app/contracts';
import { api } from '@app/platform/api';
import { buildListQuery, type ListQueryParams } from '@app/ui/entity-list';
import type { AppliedFilter } from '@app/ui/filter-bar';

/** The request list's filters and search (its template's search key) as the calendar's calls take them. */
export function filterQuery(filter: AppliedFilter, searchKey: string | undefined): ListQueryParams {
  const {
    page: _page,
    itemsPerPage: _size,
    ...query
  } = buildListQuery({
    page: 0,
    itemsPerPage: -1,
    sort: null,
    searchKey,
    search: filter.search,
    filters: filter.filters,
  });
  return query;
}

const data = async <T>(call: Promise<{ data: T }>): Promise<T> => (await call).data;

/** The general calendar's calls (docs/general-calendar.md). */
export const generalCalendarApi = {
  /** the request dayparts' counts: the call the page template's context names as assigned_days_url (`calendar`) */
  days: (path: string, periodId: number, query: ListQueryParams) =>
    data(api.get<GeneralCalendarDays>(path, { query: { ...query, period_id: periodId } })),
  requests: (dates: readonly string[], query: ListQueryParams) =>
    data(api.get<CalendarPanelWeek[]>('/calendar/requests', { query: { ...query, dates: [...dates] } })),
};

export const generalCalendarKeys = {
  days: (periodId: number, query: ListQueryParams) => ['general-calendar', 'days', periodId, query] as const,
  requests: (dates: readonly string[], query: ListQueryParams) => ['general-calendar', 'requests', dates, query] as const,
};

/** The requests of the picked days, for the side panel. */
export const useCalendarRequests = (dates: readonly string[], query: ListQueryParams) =>
  useQuery({ queryKey: generalCalendarKeys.requests(dates, query), queryFn: () => generalCalendarApi.requests(dates, query) });

/** A period's days for the filter; another filter keeps the last days on screen while it loads, another period does not. */
export const useCalendarDays = (path: string | null, periodId: number | null, query: ListQueryParams) =>
  useQuery({
    queryKey: generalCalendarKeys.days(periodId ?? 0, query),
    queryFn: () => generalCalendarApi.days(path!, periodId!, query),
    enabled: path !== null && periodId !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === periodId ? previous : undefined),
  });

/** The one record a filter names, as an id; null when it names none or several. */
export function singleFilterId(filter: AppliedFilter, key: string): number | null {
  const value = filter.filters[key];
  const values = Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value];
  if (values.length !== 1) return null;
  const id = Number(values[0]);
  return Number.isInteger(id) && id > 0 ? id : null;
}
