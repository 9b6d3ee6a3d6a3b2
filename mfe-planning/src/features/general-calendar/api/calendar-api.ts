import { useQuery } from '@tanstack/react-query';
import type { CalendarPageTemplate, CalendarPanelWeek, GeneralCalendarDays } from '@app/contracts';
import type { WorkingWeekend } from '@app/ui/year-calendar';
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
  days: (periodId: number, query: ListQueryParams) =>
    data(api.get<GeneralCalendarDays>('/calendar', { query: { ...query, period_id: periodId } })),
  requests: (dates: readonly string[], query: ListQueryParams) =>
    data(api.get<CalendarPanelWeek[]>('/calendar/requests', { query: { ...query, dates: [...dates] } })),
  /**
   * The pool settings saturday_working_day and sunday_working_day (CONST-05), by the calls the
   * page template's context names (CAL-PAGE-04): each answers a boolean, for CALENDAR_VIEW alone.
   */
  workingWeekend: async (): Promise<WorkingWeekend> => {
    const { context } = await data(api.get<CalendarPageTemplate>('/template-page/calendar-page-list'));
    const [saturday, sunday] = await Promise.all(
      [context.check_saturday_working_day_url, context.check_sunday_working_day_url].map((url) => data(api.get<boolean>(`/${url}`))),
    );
    return { saturday: saturday === true, sunday: sunday === true };
  },
};

export const generalCalendarKeys = {
  days: (periodId: number, query: ListQueryParams) => ['general-calendar', 'days', periodId, query] as const,
  requests: (dates: readonly string[], query: ListQueryParams) => ['general-calendar', 'requests', dates, query] as const,
  workingWeekend: ['general-calendar', 'working-weekend'] as const,
};

/** The requests of the picked days, for the side panel. */
export const useCalendarRequests = (dates: readonly string[], query: ListQueryParams) =>
  useQuery({ queryKey: generalCalendarKeys.requests(dates, query), queryFn: () => generalCalendarApi.requests(dates, query) });

export const useWorkingWeekend = () =>
  useQuery({ queryKey: generalCalendarKeys.workingWeekend, queryFn: generalCalendarApi.workingWeekend });

/** A period's days for the filter; another filter keeps the last days on screen while it loads, another period does not. */
export const useCalendarDays = (periodId: number | null, query: ListQueryParams) =>
  useQuery({
    queryKey: generalCalendarKeys.days(periodId ?? 0, query),
    queryFn: () => generalCalendarApi.days(periodId!, query),
    enabled: periodId !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === periodId ? previous : undefined),
  });
