import type { DaypartNumber, PersonCalendarView, PersonDaypartView } from '@app/contracts';
import { dayjs } from '@app/platform/dates';
import type { CalendarDaypart, CalendarDays, WorkingWeekend } from './calendar-types';

const ISO = 'YYYY-MM-DD';

/**
 * A person-planning daypart as the year calendar reads it (spec 000 'Person planning states'):
 * staffed shows as planned, absent with the absence colour, available as available; unavailable
 * has no colour. An absent day stays selectable (it is not 'absented': the person clears it here).
 * The planning screen and the person popup's Availabilities tab both draw it.
 */
export function personCalendarDaypart(view: PersonDaypartView): CalendarDaypart {
  switch (view.status) {
    case 'staffed':
      return { planned: true };
    case 'absent':
      return { current_state: 'absence' };
    case 'available':
      return { available: true };
    case 'unavailable':
      return {};
  }
}

/** The calendar's days of a person's calendar, keyed by date. */
export function personCalendarDays(view: PersonCalendarView): CalendarDays {
  const out: Record<string, { dayparts: Partial<Record<DaypartNumber, CalendarDaypart>> }> = {};
  for (const [date, day] of Object.entries(view.days)) {
    out[date] = { dayparts: Object.fromEntries(day.dayparts.map((d) => [d.daypart, personCalendarDaypart(d)])) };
  }
  return out;
}

/**
 * Saturday and Sunday are working days of a person when their default week has them available or
 * a day of the range has them available or staffed: only then do the calendar's columns show them.
 */
export function personWorkingWeekend(view: PersonCalendarView): WorkingWeekend {
  const works = (weekday: 6 | 7) =>
    Object.values(view.defaults[String(weekday)] ?? {}).includes('available') ||
    Object.values(view.days).some(
      (day) => dayjs(day.date, ISO).isoWeekday() === weekday && day.dayparts.some((d) => d.status !== 'unavailable'),
    );
  return { saturday: works(6), sunday: works(7) };
}
