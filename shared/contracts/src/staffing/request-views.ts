import type { SicknessNotificationChoice } from './request-settings';
import type { DaypartCalendarFlags, DaypartNumber, DaypartState } from './daypart-actions';
import type { LockHolder, RequestLogEvent } from './request-events';
import type { RequestStatus, RequestWarning, StatusCounts } from './request-status';

/**
 * What the staffing calls answer (inside `{ data, meta }`). A request's `id` is its
 * number in the pool (docs/adr/0030): the popup's `/request/{id}`, the number search's
 * `GET request/{number}` and every `request` field name the same thing.
 */

export interface NamedRef {
  id: number;
  name: string;
}

export interface PersonRef {
  id: number;
  full_name: string;
}

/** The request's lock as the lock switch shows it (REQ-LOCK-04..06). */
export interface RequestLockView {
  locked: boolean;
  locked_at: string | null;
  /** locked_at plus the pool's request_lock_timeout, an ISO instant; the switch shows it as HH:mm */
  locked_until: string | null;
  locked_by: LockHolder | null;
  /** the caller holds the lock */
  own: boolean;
}

export interface FirstOpenDaypart {
  date: string;
  daypart: DaypartNumber;
}

/**
 * GET /api/request/{id}/branch: the request's branch as master data publishes it to staffing, for the
 * popup's branch information view on a phone (REQ-POPUP-03); `board` is the branch above it.
 */
export interface RequestBranchInfo {
  id: number;
  name: string;
  email: string | null;
  city: string | null;
  region: string | null;
  board: string | null;
}

/** GET /api/request/{id} (REQ-DATA-01). */
export interface RequestView {
  id: number;
  number: number;
  branch: { id: number; name: string; email: string | null };
  schedule: { id: number; name: string };
  /** the first and last date of its dayparts */
  period: { start: string | null; end: string | null };
  absentee_person: PersonRef | null;
  reason_for_absence: { id: number; code: string; description: string } | null;
  preferred_person: PersonRef | null;
  labels: number[];
  admin_remark: string | null;
  internal_remark: string | null;
  general_remark: string | null;
  vacancy_url: string | null;
  message: string | null;
  request_group: { id: number; reference: string } | null;
  dayparts_count: number;
  open_dayparts: number;
  planned_dayparts: number;
  closed_dayparts: number;
  first_open_daypart: FirstOpenDaypart | null;
  status: RequestStatus;
  warning: RequestWarning;
  /** short or long by the pool setting short_long_period_definition (working days, REQ-DATA-09) */
  type: 'short' | 'long';
  has_external_relations: boolean;
  created_at: string;
  created_by: LockHolder;
  lock: RequestLockView;
  /** the caller may change it (REQUEST_ALL within its branches): the lock switch and the actions show */
  editable: boolean;
}

/** A row of GET /api/request (the list, REQ-LIST-01/02). */
export interface RequestListRow {
  id: number;
  number: number;
  status: RequestStatus;
  warning: RequestWarning;
  branch_name: string;
  absentee_name: string | null;
  reason: string | null;
  period_start: string | null;
  period_end: string | null;
  first_open_date: string | null;
  first_open_daypart: DaypartNumber | null;
  dayparts_count: number;
  open_dayparts: number;
  locked: boolean;
  locked_by_name: string | null;
  request_group_reference: string | null;
  created_at: string;
  /** the values of the pool's request fields the caller sees (ADR 0106): number, yes/no, or ISO text; null when unset */
  [field: `field_${number}`]: number | string | boolean | null;
}

/**
 * What the server works out for a request daypart's calendar cell beyond its state (REQ-DATA-04/05,
 * docs/requests.md 'A daypart's cell'): the day (holiday, work day, vacation), the offers made on
 * it, the absentee's own work elsewhere that day and the planned person's availability.
 */
export interface RequestDaypartCell {
  /** the request's own live daypart: its calendar ticks it */
  checked: boolean;
  /** not yet past (its date is today or later, in Amsterdam) */
  active: boolean;
  /** the week schedule segment's extra time ('HH:mm'); null without a segment */
  extra_time: string | null;
  /** the name of a holiday (a vacation of type holiday) of the branch on its date; null when none */
  holiday: string | null;
  /** the date is a working day of the branch: a weekday or a working Saturday or Sunday, and not in a holiday or vacation that allows no planning */
  work_day: boolean;
  /** why the date is not a working day: the weekend, or the holiday or vacation (its type and name); false on a working day */
  non_working_day: { type: string; name: string } | false;
  /** it falls in a vacation of the branch during which substitutes may be planned */
  plannable_vacation: boolean;
  /** planned while a vacation of the branch covers its date */
  planned_during_vacation: boolean;
  /** the request has an absentee, absent on it */
  absence: boolean;
  /** open, not yet past: it can still be offered */
  available: boolean;
  /** a substitute accepted it and the school has yet to confirm (an offer waiting for the school) */
  confirm_invite: boolean;
  /** still to staff, and the last offer made on it was denied */
  denied: boolean;
  /** still to staff, and the last offer made on it expired unanswered */
  expired: boolean;
  /** its planned person has marked themselves unavailable or absent on it */
  unavailable: boolean;
  /**
   * the planned person's person-planning state on it, as person planning names it: 'absented' when
   * they marked the daypart absent; null otherwise (nothing of theirs overrides the daypart's own colour)
   */
  current_state: 'absented' | null;
  /** the absentee substitutes on another request on this daypart */
  substituted: { requestId: number; absenteeFullName: string; branchName: string } | null;
  /** the absentee holds an open reservation of another request on this daypart */
  reservation: { requestId: number; branchName: string } | null;
  /** the request's reason for absence */
  reason_for_absence: { id: number; description: string } | null;
  /** the request's status (REQ-DATA-02) as flags */
  completed: boolean;
  high: boolean;
  medium: boolean;
  /** which request date it is: the request's number, the date and the daypart */
  request_date: { request: number; date: string; daypart: DaypartNumber };
}

/** A daypart of a request, with what the calendar reads (REQ-DATA-04/05). */
export interface RequestDaypartView extends DaypartCalendarFlags, RequestDaypartCell {
  date: string;
  daypart: DaypartNumber;
  state: DaypartState;
  person: PersonRef | null;
  /** the reason and comment of the last action on it */
  reason: { id: number; reason: string } | null;
  comment: string | null;
  /** the week schedule segment it was added on (times 'HH:mm'); null for a schedule without segments */
  segment: { start_work_time: string; end_work_time: string; extra_time: string; wtf: number } | null;
  /** the name of a plannable vacation it falls in */
  vacation: string | null;
}

/** One segment of the schedule's week schedule (MD-SCHED-03). */
export interface WeekScheduleSegmentView {
  week_day: number;
  daypart: number;
  start_work_time: string;
  end_work_time: string;
  extra_time: string;
  wtf: number;
}

/**
 * GET /api/request/calendar-context, and `context` of GET /api/request/{id}/dayparts: the props of
 * the year calendar for a branch, schedule and absentee (docs/year-calendar.md).
 */
export interface RequestCalendarContext {
  /** the schedule's period: the calendar's start and end */
  period: { id: number; name: string; start: string; end: string };
  week_schedule: WeekScheduleSegmentView[];
  working_weekend: { saturday: boolean; sunday: boolean };
  /** the absentee's dates on other live requests, with check_the_same_person_absent */
  absentee: { dates: string[]; setting: 'warn' | 'prevent' } | null;
  /** vacations of the branch in the period; `in_schedule` false: the schedule leaves their dates out */
  vacations: { id: number; name: string; start_date: string; end_date: string; plannable: boolean; in_schedule: boolean }[];
  /** the pool's payroll system can take an absence notification (the stepper's optional third call) */
  payroll_system: boolean;
  /** the branch's send_sickness_notification (MD-SET-08): whether the stepper's tick shows, is ticked and can change */
  sickness_notification: SicknessNotificationChoice;
  /** by date, only the dates that have one: what the add rule (CAL-MARK-04) reads of the day besides a daypart's own flags */
  days: Record<string, CalendarDayState>;
}

/**
 * A date of a request's calendar as the add rule reads it (CAL-MARK-04, docs/general-calendar.md
 * 'The add rule on the real screens'), the same for both dayparts.
 */
export interface CalendarDayState {
  /** why the date is not a working day of the branch: the weekend, or a vacation that allows no planning; false on a working day */
  non_working_day: { type: string; name: string } | false;
  /** a vacation of the branch during which substitutes may be planned covers the date */
  plannable_vacation: boolean;
  /**
   * The absentee's and the branch's state on the date: the absentee reported absent on another live
   * request, 'absented' with check_the_same_person_absent 'prevent' (no add) and
   * 'absent_but_available' with 'warn' (add, with the warning); otherwise a vacation of the branch
   * that allows no planning (and no plannable one covers the date): 'vacation_but_available' when
   * the schedule keeps its dates (add, with the vacation warning), 'vacation' when it leaves them
   * out (no add); null otherwise.
   */
  current_state: CalendarDayCurrentState | null;
}

export const CALENDAR_DAY_CURRENT_STATES = ['absented', 'absent_but_available', 'vacation', 'vacation_but_available'] as const;
export type CalendarDayCurrentState = (typeof CALENDAR_DAY_CURRENT_STATES)[number];

/** GET /api/request/{id}/dayparts: the Schedule tab. */
export interface RequestDayparts {
  dayparts: RequestDaypartView[];
  context: RequestCalendarContext;
}

/** An entry of the Timeline tab (GET /api/request/{id}/timeline), newest first. */
export interface RequestTimelineEntry {
  id: number;
  event: RequestLogEvent;
  at: string;
  author: LockHolder;
  /** what the event concerns: dayparts, the reason and comment, a person, changed fields */
  data: {
    dayparts?: { date: string; daypart: DaypartNumber }[];
    reason?: { id: number; reason: string } | null;
    comment?: string | null;
    person?: PersonRef | null;
    /** field -> { from, to } of an update */
    changes?: Record<string, { from: unknown; to: unknown }>;
    /** the mail or text message of `email_sent` / `sms_sent`; its text through GET /request/{id}/messages/{entry id} */
    message?: RequestMessageRef;
    /** the invitation or reservation the event concerns */
    offer?: number;
  };
}

/** A mail or text message sent about a request (REQ-DATA-10), as its timeline entry names it. */
export interface RequestMessageRef {
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string;
}

/** GET /api/request/{id}/messages/{entryId}: the mail or text message a timeline entry records, for the mail preview. */
export interface RequestMessageView extends RequestMessageRef {
  id: number;
  /** the text as sent, a link's secret shown as '[hidden]' */
  text: string;
  sent_at: string;
}

/** A note (REQ-DATA-07), admin only. */
export interface RequestNoteView {
  id: number;
  message: string;
  created_at: string;
  author: LockHolder;
}

/** An external relation (the External relations tab): an absence notification sent to the payroll system. */
export interface ExternalRelationView {
  id: number;
  system: 'payroll';
  external_id: string;
  date_from: string;
  created_at: string;
  author: LockHolder;
}

/** A request of a group, with the employability its substitute needs. */
export interface GroupRequestView {
  request: RequestListRow;
  labels: number[];
}

/** GET /api/request-group/{id} and a row of GET /api/request-group (REQ-GROUP-01/02). */
export interface RequestGroupView {
  id: number;
  reference: string;
  description: string | null;
  remark: string | null;
  period_start: string;
  period_end: string;
  /** docs/requests.md 'The high row rule' */
  status: RequestStatus;
  /** the card's status bar */
  status_counts: StatusCounts;
  requests: GroupRequestView[];
  created_at: string;
}

/** POST /api/request/{id}/dates answers the request as it now stands and its dayparts (warnings in meta.messages). */
export interface DaypartActionResult {
  request: RequestView;
  dayparts: RequestDaypartView[];
}
