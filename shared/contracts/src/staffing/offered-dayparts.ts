import { DAYPART_NUMBERS, type DaypartNumber } from './daypart-actions';

/** One segment of a week schedule: which daypart on which ISO week day (1 Monday .. 7 Sunday) is worked. */
export interface WeekdaySegment {
  week_day: number;
  daypart: number;
}

/** Whether Saturday and Sunday are working days (pool or branch settings saturday_working_day, sunday_working_day). */
export interface WorkingWeekend {
  saturday: boolean;
  sunday: boolean;
}

/** Monday to Friday only: the default working days (CONST-05). */
export const WEEKDAYS_ONLY: WorkingWeekend = { saturday: false, sunday: false };

/**
 * The dayparts a day offers for its ISO week day (CAL-MARK-09, CONST-05): with a week schedule, the
 * dayparts of its segments on that day; without one, both on a working day (Monday to Friday, and
 * Saturday or Sunday when the settings make it one) and none on another. The request screens offer
 * these and the staffing service accepts exactly these.
 */
export function offeredDayparts(
  weekday: number,
  segments: readonly WeekdaySegment[] | null | undefined,
  workingWeekend: WorkingWeekend,
): DaypartNumber[] {
  if (segments && segments.length > 0)
    return DAYPART_NUMBERS.filter((daypart) => segments.some((s) => s.week_day === weekday && s.daypart === daypart));
  const working = weekday <= 5 || (weekday === 6 && workingWeekend.saturday) || (weekday === 7 && workingWeekend.sunday);
  return working ? [...DAYPART_NUMBERS] : [];
}
