import { addDays, type RequestCalendarContext, type RequestDaypartView } from '@app/contracts';
import type { CalendarDay, CalendarDays } from '@app/ui/year-calendar';

type MutableDays = Record<string, CalendarDay>;

/** Every date from `start` to `end`, both included (`YYYY-MM-DD`). */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The vacations of the branch on the calendar (REQ-CREATE-11, CAL-DIS-02): each date is labelled
 * with the vacation's name; a vacation the schedule leaves out blocks both dayparts (the day cannot
 * be selected); a plannable one is coloured as such. A vacation the schedule keeps but that does
 * not allow planning stays selectable: the stepper warns about it instead (`vacationWarnings`).
 */
export function vacationDays(context: RequestCalendarContext): MutableDays {
  const days: MutableDays = {};
  for (const vacation of context.vacations) {
    const from = vacation.start_date > context.period.start ? vacation.start_date : context.period.start;
    const to = vacation.end_date < context.period.end ? vacation.end_date : context.period.end;
    for (const date of datesBetween(from, to)) {
      const day = (days[date] ??= {});
      day.label = day.label ? `${day.label}, ${vacation.name}` : vacation.name;
      if (!vacation.in_schedule) day.dayparts = { 1: { vacation: { plannable: false } }, 2: { vacation: { plannable: false } } };
      else if (vacation.plannable && !day.dayparts) day.dayparts = { 1: { plannable_vacation: true }, 2: { plannable_vacation: true } };
    }
  }
  return days;
}

/**
 * The Schedule tab's calendar: the vacations, the server's state of each date where the request has
 * no daypart (CAL-MARK-04: non-working day, plannable vacation, the absentee's or the vacation's
 * current state; they colour the empty dayparts, while add reads the context's days itself, on live
 * dayparts too), and each live daypart of the request with its own flags (a removed one is gone).
 */
export function requestDays(dayparts: readonly RequestDaypartView[], context: RequestCalendarContext): CalendarDays {
  const days = vacationDays(context);
  for (const [date, state] of Object.entries(context.days)) {
    const day = (days[date] ??= {});
    day.dayparts = { 1: { ...day.dayparts?.[1], ...state }, 2: { ...day.dayparts?.[2], ...state } };
  }
  for (const part of dayparts) {
    if (part.state === 'removed') continue;
    const day = (days[part.date] ??= {});
    const { planned, not_planned, closed, open, invited, reserved, staffing } = part;
    day.dayparts = { ...day.dayparts, [part.daypart]: { planned, not_planned, closed, open, invited, reserved, staffing, checked: true } };
  }
  return days;
}
