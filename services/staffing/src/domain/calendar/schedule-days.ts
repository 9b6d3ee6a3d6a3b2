import { offeredDayparts, type DaypartRef, type WeekScheduleSegmentView, type WorkingWeekend } from '@app/contracts';
import { isoWeekday } from './iso-dates';

/** A vacation as the schedule rules read it. */
export interface VacationSpan {
  name: string;
  start_date: string;
  end_date: string;
  plannable: boolean;
}

/**
 * What decides the dayparts a request can hold (CAL-MARK-09, CONST-05, ADR 0029): the schedule's
 * period, its week schedule's segments (none: a schedule without segments offers both dayparts of
 * every working day), the pool's or branch's working weekend, and the vacations the schedule
 * leaves out.
 */
export interface ScheduleDays {
  period: { start: string; end: string };
  segments: readonly WeekScheduleSegmentView[];
  workingWeekend: WorkingWeekend;
  /** the schedule's own vacations: their dates are not in the schedule, unless plannable */
  scheduleVacations: readonly VacationSpan[];
}

const within = (date: string, span: { start_date: string; end_date: string }) => date >= span.start_date && date <= span.end_date;

/** A daypart the schedule holds, with the segment it is worked on and a plannable vacation it falls in. */
export interface ScheduledDaypart extends DaypartRef {
  segment: WeekScheduleSegmentView | null;
  vacation: string | null;
}

/**
 * Splits asked dayparts into those the schedule holds and those it does not (REQ-CREATE-08): a
 * date outside the period, a daypart its week day does not offer, or a date in one of the
 * schedule's vacations that is not plannable, is not in the schedule.
 */
export function scheduledDayparts(refs: readonly DaypartRef[], days: ScheduleDays): { held: ScheduledDaypart[]; missing: DaypartRef[] } {
  const held: ScheduledDaypart[] = [];
  const missing: DaypartRef[] = [];
  for (const ref of refs) {
    const weekday = isoWeekday(ref.date);
    const inPeriod = ref.date >= days.period.start && ref.date <= days.period.end;
    const vacation = days.scheduleVacations.find((v) => within(ref.date, v));
    if (
      !inPeriod ||
      !offeredDayparts(weekday, days.segments, days.workingWeekend).includes(ref.daypart) ||
      (vacation && !vacation.plannable)
    ) {
      missing.push(ref);
      continue;
    }
    const segment = days.segments.find((s) => s.week_day === weekday && s.daypart === ref.daypart) ?? null;
    held.push({ ...ref, segment, vacation: vacation?.name ?? null });
  }
  return { held, missing };
}

/** The vacations (not plannable) some of the dates fall in: the request's vacation warning (REQ-CREATE-11). */
export function vacationsHit(dates: readonly string[], vacations: readonly VacationSpan[]): VacationSpan[] {
  return vacations.filter((v) => !v.plannable && dates.some((date) => within(date, v)));
}

/**
 * Short or long (REQ-DATA-09): a request whose period spans more working days than the setting
 * short_long_period_definition is long; one without dates is short.
 */
export function requestType(
  period: { start: string | null; end: string | null },
  settings: { short_long_period_definition: number; saturday_working_day: boolean; sunday_working_day: boolean },
): 'short' | 'long' {
  if (!period.start || !period.end) return 'short';
  const days = workingDaysBetween(period.start, period.end, {
    saturday: settings.saturday_working_day,
    sunday: settings.sunday_working_day,
  });
  return days > settings.short_long_period_definition ? 'long' : 'short';
}

/**
 * Working days from `start` to `end` (Monday to Friday, and the weekend days the pool works): a
 * request spanning more than short_long_period_definition of them is long (DOMAIN, REQ-DATA-09).
 */
export function workingDaysBetween(start: string, end: string, workingWeekend: { saturday: boolean; sunday: boolean }): number {
  let count = 0;
  const at = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`).getTime();
  while (at.getTime() <= last) {
    const day = at.getUTCDay();
    if ((day >= 1 && day <= 5) || (day === 6 && workingWeekend.saturday) || (day === 0 && workingWeekend.sunday)) count += 1;
    at.setUTCDate(at.getUTCDate() + 1);
  }
  return count;
}
