import type { GeneralCalendarDaypart, GeneralCalendarDays } from '@app/contracts';
import type { CalendarDaypart, CalendarDays, DaypartNumber } from './calendar-types';

/**
 * A daypart of staffing's request counts (`GET calendar`) as the year calendar draws it
 * (CAL-PAGE-08/09): while any of its requests still needs a substitute it is reserved, invited or
 * not planned (the most advanced first); once none does it is planned (completed) when someone is
 * staffed, else closed. The planned dayparts are its staffed persons: the shading, 1 light, 2
 * medium, 3 or more dark. The general calendar and the branch popup's calendar both draw it.
 */
export function calendarDaypart(counts: GeneralCalendarDaypart): CalendarDaypart {
  const staffing = counts.planned;
  if (counts.open + counts.invited + counts.reserved > 0) {
    if (counts.reserved > 0) return { reserved: true, not_planned: true, staffing };
    if (counts.invited > 0) return { invited: true, not_planned: true, staffing };
    return { not_planned: true, open: true, staffing };
  }
  if (counts.planned > 0) return { planned: true, completed: true, staffing };
  return { closed: true, staffing };
}

/** The server's days as the year calendar's `days`. */
export function calendarDays(days: GeneralCalendarDays): CalendarDays {
  const out: Record<string, { dayparts: Partial<Record<DaypartNumber, CalendarDaypart>> }> = {};
  for (const [date, day] of Object.entries(days)) {
    const dayparts: Partial<Record<DaypartNumber, CalendarDaypart>> = {};
    for (const [n, counts] of Object.entries(day.dayparts)) if (counts) dayparts[Number(n) as DaypartNumber] = calendarDaypart(counts);
    out[date] = { dayparts };
  }
  return out;
}
