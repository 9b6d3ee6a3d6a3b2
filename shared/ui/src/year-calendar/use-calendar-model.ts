import { useMemo } from 'react';
import { offeredDayparts } from '@app/contracts';
import type { DayInfo } from './day-label';
import type { AbsenteeDates, CalendarDays, CalendarMode, WeekScheduleSegment, WorkingWeekend } from './lib/calendar-types';
import { dayAvailability } from './lib/day-availability';
import { isoWeekday } from './lib/iso-dates';
import { shownDates, type ShownDates } from './lib/keyboard-navigation';
import { monthLayout, periodMonths, type MonthLayout } from './lib/month-layout';
import type { SelectionRules } from './lib/selection';
import { resolveWorkingWeekend, visibleWeekdays } from './lib/working-days';

export interface CalendarModelInput {
  start: string;
  end: string;
  days: CalendarDays;
  weekSchedule: readonly WeekScheduleSegment[] | null | undefined;
  workingWeekend: WorkingWeekend;
  absentee: AbsenteeDates | null | undefined;
  mode: CalendarMode;
}

export interface CalendarModel {
  months: MonthLayout[];
  shown: ShownDates;
  info: ReadonlyMap<string, DayInfo>;
  rules: SelectionRules;
}

/** The calendar's derived data: month grids, the rules' verdict per shown day and the selection rules, each rebuilt only when its inputs change. */
export function useCalendarModel({ start, end, days, weekSchedule, workingWeekend, absentee, mode }: CalendarModelInput): CalendarModel {
  const weekend = resolveWorkingWeekend(workingWeekend, weekSchedule);
  const { saturday, sunday } = weekend;
  const months = useMemo(() => {
    const weekdays = visibleWeekdays({ saturday, sunday });
    return periodMonths(start, end).map((month) => monthLayout(month, weekdays));
  }, [start, end, saturday, sunday]);
  const shown = useMemo(() => shownDates(months.flatMap((month) => month.dates)), [months]);
  const info = useMemo(() => {
    const absent = absentee ? { dates: new Set(absentee.dates), prevented: new Set(absentee.prevented) } : null;
    const context = { start, end, workingWeekend: { saturday, sunday }, weekSchedule, absentee: absent };
    return new Map(
      shown.dates.map((date) => [
        date,
        {
          availability: dayAvailability(date, days[date], context),
          offered: offeredDayparts(isoWeekday(date), weekSchedule, context.workingWeekend),
        },
      ]),
    );
  }, [shown, days, start, end, saturday, sunday, weekSchedule, absentee]);
  const rules = useMemo<SelectionRules>(
    () => ({ mode, dates: shown.dates, isEnabled: (date) => info.get(date)?.availability.disabled === false }),
    [mode, shown, info],
  );
  return { months, shown, info, rules };
}
