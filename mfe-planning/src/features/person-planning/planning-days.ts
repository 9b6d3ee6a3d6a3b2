import type { DaypartNumber, MarkedDaysBody, PersonCalendarView, PersonDaypartView } from '@app/contracts';
import { dayjs } from '@app/platform/dates';
import {
  checkedDayparts,
  DAYPARTS,
  isActionAllowed,
  type CalendarDaypart,
  type CalendarDays,
  type WorkingWeekend,
} from '@app/ui/year-calendar';

const ISO = 'YYYY-MM-DD';

/**
 * A person-planning daypart as the year calendar reads it (spec 000 'Person planning states'):
 * staffed shows as planned, absent with the absence colour, available as available; unavailable
 * has no colour. An absent day stays selectable (it is not 'absented': the person clears it here).
 */
export function calendarDaypart(view: PersonDaypartView): CalendarDaypart {
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
export function calendarDays(view: PersonCalendarView): CalendarDays {
  const out: Record<string, { dayparts: Partial<Record<DaypartNumber, CalendarDaypart>> }> = {};
  for (const [date, day] of Object.entries(view.days)) {
    out[date] = { dayparts: Object.fromEntries(day.dayparts.map((d) => [d.daypart, calendarDaypart(d)])) };
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

/** The spec's default toggle is allowed only on a daypart neither planned nor staffed. */
export const canToggle = (view: PersonDaypartView | undefined): boolean => !!view && isActionAllowed('toggle', calendarDaypart(view));

export const daypartKey = (date: string, daypart: DaypartNumber) => `${date}:${daypart}`;

/**
 * The marked days of the selected dates: a daypart is checked when it may be toggled and the user
 * did not uncheck it. Only the checked ones are submitted (spec 000 section 4, `checkedDayparts`).
 */
export function markedDays(
  view: PersonCalendarView,
  selected: ReadonlySet<string>,
  unchecked: ReadonlySet<string>,
): Record<string, Partial<Record<DaypartNumber, CalendarDaypart>>> {
  const out: Record<string, Partial<Record<DaypartNumber, CalendarDaypart>>> = {};
  for (const date of [...selected].sort()) {
    const day = view.days[date];
    if (!day) continue;
    out[date] = Object.fromEntries(
      DAYPARTS.map((n) => {
        const part = day.dayparts.find((d) => d.daypart === n);
        return [n, { ...(part ? calendarDaypart(part) : {}), checked: canToggle(part) && !unchecked.has(daypartKey(date, n)) }];
      }),
    );
  }
  return out;
}

/** The body of a marking: the action on the checked dayparts only; null when none is checked. */
export function markingBody(
  action: MarkedDaysBody['action'],
  marks: Record<string, Partial<Record<DaypartNumber, CalendarDaypart>>>,
): MarkedDaysBody | null {
  const dayparts = checkedDayparts(marks);
  return Object.keys(dayparts).length > 0 ? { action, dayparts } : null;
}

/** The Monday of a date's ISO week. */
export const mondayOf = (date: string) => dayjs(date, ISO).isoWeekday(1).format(ISO);

/** The list tab's week: the seven dates from a Monday that lie in the range. */
export function weekDates(monday: string, from: string, to: string): string[] {
  const dates: string[] = [];
  for (let i = 0; i < 7; i++) {
    const date = dayjs(monday, ISO).add(i, 'day').format(ISO);
    if (date >= from && date <= to) dates.push(date);
  }
  return dates;
}

/** The week the list opens on: today's when the range holds it, else the range's first. */
export function firstWeek(from: string, to: string, today: string): string {
  return mondayOf(today >= from && today <= to ? today : from);
}

export const addWeeks = (monday: string, weeks: number) => dayjs(monday, ISO).add(weeks, 'week').format(ISO);
