import type { DaypartState, ListTemplate, RequestCalendarContext, RequestDaypartView } from '@app/contracts';

/** The request list template as the service names its parts (a sketch of what the masterdata template serves). */
export const REQUEST_LIST_TEMPLATE: ListTemplate = {
  key: 'request',
  url: 'request',
  entity_url: 'request',
  filter_id: 'request_filter',
  channel: 'pool/1/request/changed',
  create: true,
  export: true,
  disable_pagination: false,
  close_on_create: false,
  close_on_save: false,
  minimal_popup: false,
  form_name: 'request',
  name: 'page.request',
  filter: { id: 'request_filter', filter_search: 'request', filter_params: [] },
  header: { elements: [{ component: 'FilterBlock' }, { component: 'ExportButton' }] },
  elements: {
    columns: [
      {
        label: 'fields.status',
        value: 'status',
        column_code: 'status',
        sortable: true,
        element: 'single-line-component',
        format: 'status',
        option_prefix: 'status',
      },
      {
        label: 'fields.absentee_person',
        value: 'absentee_name',
        column_code: 'absentee_name',
        sortable: true,
        element: 'single-line-component',
      },
      {
        label: 'fields.first_open_daypart',
        value: 'first_open_date',
        column_code: 'first_open_date',
        sortable: true,
        element: 'single-line-component',
        format: 'warning',
      },
      {
        label: 'fields.status',
        value: 'locked_by_name',
        column_code: 'locked',
        sortable: false,
        element: 'single-line-component',
        format: 'lock',
      },
    ],
  },
};

/** The calendar of November 2026 (Monday 23 November), without a week schedule: both dayparts every weekday. */
export const NOVEMBER: RequestCalendarContext = {
  period: { id: 1, name: 'November 2026', start: '2026-11-01', end: '2026-11-30' },
  week_schedule: [],
  working_weekend: { saturday: false, sunday: false },
  absentee: { dates: [], setting: 'warn' },
  vacations: [],
  payroll_system: true,
};

export function daypart(date: string, number: 1 | 2, state: DaypartState, person: string | null = null): RequestDaypartView {
  return {
    date,
    daypart: number,
    state,
    person: person ? { id: 5, full_name: person } : null,
    reason: null,
    comment: null,
    segment: null,
    vacation: null,
    planned: state === 'planned',
    not_planned: ['open', 'invited', 'reserved'].includes(state),
    closed: state === 'closed',
    open: state === 'open',
    invited: state === 'invited',
    reserved: state === 'reserved',
    staffing: person ? [{ name: person, function: null }] : [],
    // the server's cell facts (REQ-DATA-04/05) of a plain weekday daypart of request 1
    checked: true,
    active: true,
    extra_time: null,
    holiday: null,
    work_day: true,
    non_working_day: false,
    plannable_vacation: false,
    planned_during_vacation: false,
    absence: true,
    available: state === 'open',
    confirm_invite: false,
    denied: false,
    expired: false,
    unavailable: false,
    current_state: null,
    substituted: null,
    reservation: null,
    reason_for_absence: null,
    completed: false,
    high: false,
    medium: false,
    request_date: { request: 1, date, daypart: number },
  };
}
