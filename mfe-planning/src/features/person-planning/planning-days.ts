import type { DaypartNumber, MarkedDaysBody, PersonCalendarView, PersonDaypartView } from '@app/contracts';
import { dayjs } from '@app/platform/dates';
import { checkedDayparts, DAYPARTS, isActionAllowed, personCalendarDaypart, type CalendarDaypart } from '@app/ui/year-calendar';

const ISO = 'YYYY-MM-DD';

// the drawing of a person's calendar is shared with the person popup's Availabilities tab (mfe-admin)
export { personCalendarDaypart as calendarDaypart, personCalendarDays as calendarDays, personWorkingWeekend } from '@app/ui/year-calendar';

/** The spec's default toggle is allowed only on a daypart neither planned nor staffed. */
export const canToggle = (view: PersonDaypartView | undefined): boolean => !!view && isActionAllowed('toggle', personCalendarDaypart(view));

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
        return [n, { ...(part ? personCalendarDaypart(part) : {}), checked: canToggle(part) && !unchecked.has(daypartKey(date, n)) }];
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
