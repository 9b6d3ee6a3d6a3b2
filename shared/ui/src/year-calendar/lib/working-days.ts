import type { IsoWeekday, WeekScheduleSegment, WorkingWeekend } from './calendar-types';

/** Monday to Friday: the default working days (CONST-05). */
export const DEFAULT_WORKING_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5];

const hasSchedule = (schedule: readonly WeekScheduleSegment[] | null | undefined): schedule is readonly WeekScheduleSegment[] =>
  !!schedule && schedule.length > 0;

/**
 * Whether Saturday and Sunday are working days (CONST-05): when the pool setting says so
 * (saturday_working_day, sunday_working_day) or when the week schedule works on them.
 */
export function resolveWorkingWeekend(
  settings: WorkingWeekend,
  schedule: readonly WeekScheduleSegment[] | null | undefined,
): WorkingWeekend {
  const scheduled = (day: number) => hasSchedule(schedule) && schedule.some((s) => s.week_day === day);
  return { saturday: settings.saturday || scheduled(6), sunday: settings.sunday || scheduled(7) };
}

/** The week days the calendar shows as columns, Monday first: Saturday and Sunday only when they are working days (CAL-PAGE-06). */
export function visibleWeekdays(weekend: WorkingWeekend): IsoWeekday[] {
  return [...DEFAULT_WORKING_WEEKDAYS, ...(weekend.saturday ? [6 as const] : []), ...(weekend.sunday ? [7 as const] : [])];
}
