import type { CalendarDayState } from '@app/contracts';
import { datesBetween, isoWeekday } from './iso-dates';

/** A vacation of the branch over the request calendar's period, as the day states read it. */
export interface DayStateVacation {
  name: string;
  type: string;
  start_date: string;
  end_date: string;
  plannable: boolean;
  /** false: the schedule leaves its dates out */
  in_schedule: boolean;
}

const WEEKEND: Readonly<Record<number, 'saturday' | 'sunday'>> = { 6: 'saturday', 7: 'sunday' };

/**
 * What the add rule (CAL-MARK-04) reads of each date of a request's calendar besides the dayparts'
 * own flags, only for the dates that have something: the non-working day (the pool's weekend, or a
 * vacation that allows no planning), a plannable vacation, and the current state: the absentee
 * reported absent on another live request ('absented' with 'prevent', 'absent_but_available' with
 * 'warn'), else a vacation that allows no planning and that no plannable one relieves
 * ('vacation_but_available' where the schedule keeps its dates, 'vacation' where it leaves them out).
 */
export function calendarDayStates(
  period: { start: string; end: string },
  workingWeekend: { saturday: boolean; sunday: boolean },
  vacations: readonly DayStateVacation[],
  absentee: { dates: readonly string[]; setting: 'warn' | 'prevent' } | null,
): Record<string, CalendarDayState> {
  const absent = new Set(absentee?.dates ?? []);
  const out: Record<string, CalendarDayState> = {};
  for (const date of datesBetween(period.start, period.end)) {
    const covering = vacations.filter((v) => v.start_date <= date && date <= v.end_date);
    const closedBy = covering.find((v) => !v.plannable);
    const plannable = covering.some((v) => v.plannable);
    const weekend = WEEKEND[isoWeekday(date)];
    const nonWorking: CalendarDayState['non_working_day'] =
      weekend && !workingWeekend[weekend]
        ? { type: 'weekend', name: weekend }
        : closedBy
          ? { type: closedBy.type, name: closedBy.name }
          : false;
    const current_state: CalendarDayState['current_state'] = absent.has(date)
      ? absentee!.setting === 'prevent'
        ? 'absented'
        : 'absent_but_available'
      : closedBy && !plannable
        ? covering.some((v) => !v.plannable && !v.in_schedule)
          ? 'vacation'
          : 'vacation_but_available'
        : null;
    if (nonWorking || plannable || current_state) out[date] = { non_working_day: nonWorking, plannable_vacation: plannable, current_state };
  }
  return out;
}
