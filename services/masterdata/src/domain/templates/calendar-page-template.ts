import {
  hasAnyRight,
  Permission as P,
  type CalendarPageTemplate,
  type CalendarPageTemplateName,
  type FilterTemplate,
  type TokenPayload,
} from '@app/contracts';

/** Who may read each calendar page's template: whoever may open the page (PLT-ROUTE-06, PLT-ROUTE-07). */
export const CALENDAR_PAGE_RIGHTS: Readonly<Record<CalendarPageTemplateName, readonly string[]>> = {
  'calendar-page-list': [P.CALENDAR_VIEW],
  'person-planning': [P.PLANNING_VIEW],
};

export const mayReadCalendarPage = (name: CalendarPageTemplateName, caller: TokenPayload) =>
  !!caller.finished && hasAnyRight(caller, CALENDAR_PAGE_RIGHTS[name]);

/** The calls both pages' context names for the working weekend (API-50, master data's settings). */
export const WORKING_DAY_URLS = {
  check_saturday_working_day_url: 'settings/check-saturday-working-day',
  check_sunday_working_day_url: 'settings/check-sunday-working-day',
} as const;

const tips = (classes: readonly string[]) => classes.map((c) => ({ class: c, label: `year_calendar.states.${c}` }));

/**
 * The absentee calls both pages' context names (CAL-PAGE-04): the person's dates on live requests
 * (staffing; `{id}` is the person, their own or one the caller may plan) and the double-absence policy.
 */
export const ABSENTEE_URLS = {
  absentee_dates_url: 'person/{id}/absentee-dates',
  absentee_setting_url: 'settings/check-the-same-person-absent',
} as const;

/** The active periods, as the period selector reads them (CAL-PAGE-11). */
const PERIOD = { url: 'period', filters: { 'filters[active]': 1, itemsPerPage: -1 } };

/**
 * CAL-PAGE-03/04: the general calendar's template (its filter is the request list's, remembered
 * apart as 'general-calendar') and person planning's (the person's marked days and default week;
 * `{id}` is the person; the list on a phone, the calendar on a desktop).
 */
export function calendarPageTemplate(
  name: CalendarPageTemplateName,
  isMobile: boolean,
  requestFilter: FilterTemplate | null,
): CalendarPageTemplate {
  if (name === 'calendar-page-list')
    return {
      key: name,
      header: { title: 'page.calendar' },
      filter: requestFilter && { ...requestFilter, id: 'general-calendar' },
      color_tip: tips(['open', 'invited', 'reserved', 'planned', 'closed', 'completed', 'medium', 'high']),
      context: {
        assigned_days_url: 'calendar',
        week_schedule_url: null,
        ...ABSENTEE_URLS,
        ...WORKING_DAY_URLS,
      },
      elements: [],
      url: 'calendar',
      switcher: null,
      list_view: false,
      use_week_schedule: false,
      week_schedule_url: null,
      lock: false,
      period: PERIOD,
    };
  return {
    key: name,
    header: { title: 'page.planning' },
    filter: null,
    color_tip: tips([
      'available',
      'planned',
      'reserved',
      'invited',
      'absented',
      'absent_but_available',
      'vacation',
      'vacation_but_available',
      'plannable_vacation',
      'planned_during_vacation',
      'non_working_day',
    ]),
    context: {
      assigned_days_url: 'person/{id}/calendar-detail',
      week_schedule_url: 'person/{id}/availability-defaults',
      ...ABSENTEE_URLS,
      ...WORKING_DAY_URLS,
    },
    elements: [],
    url: 'person/{id}/marked-days',
    switcher: { tabs: ['calendar', 'list'], default: isMobile ? 'list' : 'calendar' },
    list_view: true,
    use_week_schedule: true,
    week_schedule_url: 'person/{id}/availability-defaults',
    lock: false,
    period: PERIOD,
  };
}
