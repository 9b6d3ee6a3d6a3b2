import { useQuery } from '@tanstack/react-query';
import type { AbsenteeDatesView, CalendarPageContext, CalendarPageTemplate, CalendarPageTemplateName } from '@app/contracts';
import { api } from '@app/platform/api';
import { templateQuery, usePhoneLayout } from '@app/ui/template-form';
import type { AbsenceSetting, AbsenteeDates, WorkingWeekend } from '@app/ui/year-calendar';

/**
 * The person's absentee dates and those 'prevent' disables, by each request's branch as the server
 * refuses marking them available (ADR 0367); with `setting`, what check_the_same_person_absent of a
 * branch (or the pool) says of a new request for them (the general calendar's notice), else null.
 */
export interface AbsenteeInfo extends AbsenteeDates {
  setting: AbsenceSetting | null;
}

const data = async <T>(call: Promise<{ data: T }>): Promise<T> => (await call).data;

/**
 * A context call as the client takes it: the template names it relative to the API root, with
 * `{id}` for the person the page is about.
 */
export const contextPath = (url: string, person?: number | null): string =>
  `/${url.replace('{id}', person === null || person === undefined ? '' : String(person))}`;

/**
 * The calls of a calendar page's template (CAL-PAGE-03/04, API-50, API-51, API-83): the template,
 * and what its context names: the working-day checks, the absentee's dates and the double-absence
 * policy. The screens read the days' own calls (assigned_days_url, week_schedule_url) from it too.
 */
export const calendarPageApi = {
  /** on a phone with `isMobile=1` (PLT-HTTP-05): person planning's switcher then opens on the list */
  template: (name: CalendarPageTemplateName, phone: boolean) =>
    data(api.get<CalendarPageTemplate>(`/template-page/${name}`, { query: templateQuery(phone) })),
  /** saturday_working_day and sunday_working_day (CONST-05): each check answers a boolean in data */
  workingWeekend: async (context: CalendarPageContext): Promise<WorkingWeekend> => {
    const [saturday, sunday] = await Promise.all(
      [context.check_saturday_working_day_url, context.check_sunday_working_day_url].map((url) => data(api.get<boolean>(contextPath(url)))),
    );
    return { saturday: saturday === true, sunday: sunday === true };
  },
  /**
   * The dates the person is reported absent on live requests over the range, those 'prevent' holds
   * on, and with `policyOf` the setting of that branch (null: the pool's) for a new request.
   */
  absentee: async (
    context: CalendarPageContext,
    person: number,
    range: { from: string; to: string },
    policyOf: { branch: number | null } | null,
  ): Promise<AbsenteeInfo | null> => {
    if (!context.absentee_dates_url) return null;
    const [absent, setting] = await Promise.all([
      data(api.get<AbsenteeDatesView>(contextPath(context.absentee_dates_url, person), { query: range })),
      policyOf && context.absentee_setting_url
        ? data(
            api.get<AbsenceSetting>(contextPath(context.absentee_setting_url), {
              query: policyOf.branch === null ? {} : { branch: policyOf.branch },
            }),
          )
        : null,
    ]);
    return { ...absent, setting: setting === null ? null : setting === 'prevent' ? 'prevent' : 'warn' };
  },
};

export const calendarPageKeys = {
  template: (name: CalendarPageTemplateName, phone: boolean) => ['calendar-page', name, phone] as const,
  workingWeekend: (context: CalendarPageContext | undefined) =>
    ['calendar-page', 'working-weekend', context?.check_saturday_working_day_url, context?.check_sunday_working_day_url] as const,
  /** under the person's calendar key prefix elsewhere too: a marking or a new request may change them */
  absentee: (person: number, from: string, to: string, policyOf: { branch: number | null } | null) =>
    ['calendar-page', 'absentee', person, from, to, policyOf?.branch ?? (policyOf ? 'pool' : 'none')] as const,
};

/** The page's template: it names the calls the page makes (CAL-PAGE-03). */
export function useCalendarPageTemplate(name: CalendarPageTemplateName) {
  const phone = usePhoneLayout();
  return useQuery({
    queryKey: calendarPageKeys.template(name, phone),
    queryFn: () => calendarPageApi.template(name, phone),
    staleTime: 5 * 60_000,
  });
}

/** The pool's working weekend, by the checks the template's context names (API-50). */
export const useWorkingWeekend = (context: CalendarPageContext | undefined) =>
  useQuery({
    queryKey: calendarPageKeys.workingWeekend(context),
    queryFn: () => calendarPageApi.workingWeekend(context!),
    enabled: !!context,
  });

/**
 * The person's absentee dates over the range, those 'prevent' disables, and with `policyOf` that
 * branch's (or the pool's) setting (API-51); idle without a person (the general calendar asks only
 * when its filter names one absentee).
 */
export const useAbsentee = (
  context: CalendarPageContext | undefined,
  person: number | null,
  range: { from: string; to: string } | null,
  policyOf: { branch: number | null } | null = null,
) =>
  useQuery({
    queryKey: calendarPageKeys.absentee(person ?? 0, range?.from ?? '', range?.to ?? '', policyOf),
    queryFn: () => calendarPageApi.absentee(context!, person!, range!, policyOf),
    enabled: !!context && person !== null && range !== null,
  });
