import type { GeneralCalendarDaypart, GeneralCalendarDays } from '@app/contracts';
import type { DaypartNumber } from '@app/ui/year-calendar';

// the counts' drawing is shared with the branch popup's calendar (mfe-admin), so it lives in the kit
export { calendarDaypart, calendarDays } from '@app/ui/year-calendar';

/** The daypart's words in a day's label and tooltip: how many requests need, have or closed it. */
export const countsOf = (days: GeneralCalendarDays, date: string, daypart: DaypartNumber): GeneralCalendarDaypart | undefined =>
  days[date]?.dayparts[daypart];

/** The footer's figures: dayparts planned of those that needed a substitute (closed ones needed none). */
export interface CalendarFill {
  planned: number;
  needed: number;
  /** rounded up (CAL-PAGE-12): one planned daypart of 300 shows 1 %, never 0 %; null when nothing was needed */
  percentage: number | null;
}

export function calendarFill(days: GeneralCalendarDays): CalendarFill {
  let planned = 0;
  let needed = 0;
  for (const day of Object.values(days))
    for (const counts of Object.values(day.dayparts)) {
      if (!counts) continue;
      planned += counts.planned;
      needed += counts.total - counts.closed;
    }
  return { planned, needed, percentage: needed ? Math.ceil((planned / needed) * 100) : null };
}
