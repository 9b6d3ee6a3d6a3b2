import { AVAILABLE_ANYWAY_STATES, isPlannableVacation, offeredDayparts } from '@app/contracts';
import type { AbsenceSetting, AbsenteeDates, CalendarDay, CalendarDaypart, WeekScheduleSegment, WorkingWeekend } from './calendar-types';
import { isoWeekday } from './iso-dates';

const EVERY_DAY_WORKING = { saturday: true, sunday: true };

/** Why a day cannot be selected, in the order the label names them. */
export type DisabledReason = 'outside_period' | 'not_working_day' | 'off_schedule' | 'dayparts_blocked' | 'absentee_date' | 'server';

export interface DayAvailability {
  disabled: boolean;
  reasons: DisabledReason[];
  /** the absentee is already absent on this date and 'prevent' does not hold there: selectable, but marked (CAL-DIS-04) */
  absenteeWarning: boolean;
}

/** What the disabled-day rules look at besides the day itself. */
export interface AvailabilityContext {
  start: string;
  end: string;
  /** already resolved with the week schedule (resolveWorkingWeekend) */
  workingWeekend: WorkingWeekend;
  weekSchedule: readonly WeekScheduleSegment[] | null | undefined;
  absentee?: { dates: ReadonlySet<string>; prevented: ReadonlySet<string> } | null;
}

/** The absentee's dates under one check_the_same_person_absent setting: all disabled with 'prevent', all marked with 'warn'. */
export const absenteeUnder = (dates: readonly string[], setting: AbsenceSetting): AbsenteeDates => ({
  dates,
  prevented: setting === 'prevent' ? dates : [],
});

/**
 * A daypart the person cannot work (CAL-DIS-02): marked absent (absented), reported absent
 * (absence), or on a vacation that does not allow planning; never when the state says available anyway.
 */
export function isDaypartBlocked(daypart: CalendarDaypart | undefined): boolean {
  if (!daypart) return false;
  const state = daypart.current_state ?? '';
  if ((AVAILABLE_ANYWAY_STATES as readonly string[]).includes(state)) return false;
  return state === 'absented' || !!daypart.absence || (!!daypart.vacation && !isPlannableVacation(daypart));
}

/**
 * The disabled-day rules (CAL-DIS-01..04) for one date. A day is disabled outside the period, on a
 * Saturday or Sunday that is not a working day, off the week schedule, when every daypart it offers
 * is absented or on vacation (both, without a schedule), when the absentee is already absent that
 * date and 'prevent' holds there, or when the server says so. Another date of the absentee's stays
 * selectable and is only marked.
 */
export function dayAvailability(date: string, day: CalendarDay | undefined, context: AvailabilityContext): DayAvailability {
  const reasons: DisabledReason[] = [];
  const weekday = isoWeekday(date);
  // a weekend day that is no working day has its own reason: the schedule's dayparts are judged as on a working day
  const offered = offeredDayparts(weekday, context.weekSchedule, EVERY_DAY_WORKING);
  if (date < context.start || date > context.end) reasons.push('outside_period');
  if ((weekday === 6 && !context.workingWeekend.saturday) || (weekday === 7 && !context.workingWeekend.sunday))
    reasons.push('not_working_day');
  if (offered.length === 0) reasons.push('off_schedule');
  else if (offered.every((daypart) => isDaypartBlocked(day?.dayparts?.[daypart]))) reasons.push('dayparts_blocked');
  const absent = !!context.absentee?.dates.has(date);
  const prevented = absent && !!context.absentee?.prevented.has(date);
  if (prevented) reasons.push('absentee_date');
  if (day?.isDisabled) reasons.push('server');
  return { disabled: reasons.length > 0, reasons, absenteeWarning: absent && !prevented };
}
