/** Dayparts of a day (spec 000 section 3): 1 is the morning, 2 the afternoon. */
export type DaypartNumber = 1 | 2;
export const DAYPARTS: readonly DaypartNumber[] = [1, 2];

/** ISO week days: 1 Monday .. 7 Sunday (spec 000 section 9). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A person on a daypart, as the daypart cell's staffing list carries them. */
export interface StaffedPerson {
  name: string;
  function?: string;
}

/**
 * The flags of one daypart as the server sends them on a calendar cell or a marked day (spec 000
 * section 3, 'Request date' and 'Person planning / calendar marked day'). Every flag is optional:
 * each view sends the ones it knows.
 */
export interface CalendarDaypart {
  checked?: boolean;
  planned?: boolean;
  not_planned?: boolean;
  closed?: boolean;
  open?: boolean;
  invited?: boolean;
  confirm_invite?: boolean;
  reserved?: boolean;
  absence?: boolean;
  available?: boolean;
  /** on vacation; `plannable` when planning during it is allowed */
  vacation?: boolean | { plannable?: boolean };
  plannable_vacation?: boolean;
  planned_during_vacation?: boolean;
  non_working_day?: boolean | { type?: string; name?: string };
  /** a person-planning state decided by the server (absented, absent_but_available, vacation_but_available, ...) */
  current_state?: string | null;
  /** the staffed persons, or just their number */
  staffing?: readonly StaffedPerson[] | number;
  /** the request status of the general calendar's daypart */
  completed?: boolean;
  medium?: boolean;
  high?: boolean;
  assigned?: boolean;
}

/** One date's data: its two dayparts, a label (a holiday's name) and the server's own verdict. */
export interface CalendarDay {
  dayparts?: Partial<Record<DaypartNumber, CalendarDaypart>>;
  label?: string;
  /** the server's isDisabled on a calendar day cell (CAL-PAGE-07) */
  isDisabled?: boolean;
}

/** Dates are ISO `YYYY-MM-DD` strings throughout, as the API sends them. */
export type CalendarDays = Readonly<Record<string, CalendarDay>>;

/** One segment of a week schedule: which daypart on which week day is worked. */
export interface WeekScheduleSegment {
  week_day: number;
  daypart: number;
}

/** The pool settings saturday_working_day and sunday_working_day. */
export interface WorkingWeekend {
  saturday: boolean;
  sunday: boolean;
}

/** The pool setting check_the_same_person_absent. */
export type AbsenceSetting = 'warn' | 'prevent';

/**
 * The absentee's dates already reported absent, and those of them check_the_same_person_absent
 * 'prevent' disables (CAL-DIS-04); the others are marked. Under one setting all or none are
 * (`absenteeUnder`); person planning has them per date from the server (ADR 0367).
 */
export interface AbsenteeDates {
  dates: readonly string[];
  prevented: readonly string[];
}

/** select: days can be selected; read-only: nothing can; locked: the calendar belongs to a locked request. */
export type CalendarMode = 'select' | 'read-only' | 'locked';
