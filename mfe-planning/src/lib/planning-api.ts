import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AvailabilityDefaultsInput, MarkedDaysBody, PersonCalendarView } from '@app/contracts';
import { api } from '@app/platform/api';

/** An active period as master data's period list sends it. */
export interface PlanningPeriod {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  current: boolean;
}

/** A person as the view-selection picker lists them (master data's person list, within the caller's branches). */
export interface PlanningPerson {
  id: number;
  full_name: string;
  city: string | null;
}

const data = async <T>(call: Promise<{ data: T }>): Promise<T> => (await call).data;

/**
 * The calls of the person-planning screen (docs/planning.md): master data's periods and persons,
 * and staffing's calendar detail, marked days and default week of one person.
 */
export const planningApi = {
  /** only active periods are listed (spec 000 section 4) */
  periods: () => data(api.get<PlanningPeriod[]>('/period', { query: { 'filters[active]': 1, itemsPerPage: -1 } })),
  persons: (search: string) =>
    data(
      api.get<PlanningPerson[]>('/person', {
        query: { 'search[full_name]': search, itemsPerPage: PERSON_PAGE },
      }),
    ),
  /** `path`: the person's calendar detail, as the page template's context names it */
  calendar: (path: string, from: string, to: string) => data(api.get<PersonCalendarView>(path, { query: { from, to } })),
  mark: (person: number, body: MarkedDaysBody) => data(api.post<PersonCalendarView['days']>(`/person/${person}/marked-days`, body)),
  /** `path`: the person's default week, the page template's week_schedule_url */
  setDefaults: (path: string, defaults: AvailabilityDefaultsInput['defaults']) =>
    data(api.put<PersonCalendarView['defaults']>(path, { defaults })),
};

/** The picker shows this many persons a search (a list page size the service accepts); a narrower search finds the rest. */
export const PERSON_PAGE = 25;

export const planningKeys = {
  periods: ['planning', 'periods'] as const,
  persons: (search: string) => ['planning', 'persons', search] as const,
  calendars: (person: number) => ['planning', 'calendar', person] as const,
  calendar: (person: number, from: string, to: string) => ['planning', 'calendar', person, from, to] as const,
};

export const usePeriods = () => useQuery({ queryKey: planningKeys.periods, queryFn: planningApi.periods });

/** The persons a search finds; the last answer stays while the next search runs, so the list does not flash. */
export const usePlanningPersons = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: planningKeys.persons(search),
    queryFn: () => planningApi.persons(search),
    enabled,
    placeholderData: keepPreviousData,
  });
