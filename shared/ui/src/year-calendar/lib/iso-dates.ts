import { dayjs } from '@app/platform/dates';
import type { IsoWeekday } from './calendar-types';

/** The API's date format; every date in the calendar is such a string, so dates compare as strings. */
export const ISO_DATE = 'YYYY-MM-DD';

export const addDays = (date: string, days: number): string => dayjs(date, ISO_DATE).add(days, 'day').format(ISO_DATE);

export const addMonths = (date: string, months: number): string => dayjs(date, ISO_DATE).add(months, 'month').format(ISO_DATE);

export const isoWeekday = (date: string): IsoWeekday => dayjs(date, ISO_DATE).isoWeekday() as IsoWeekday;

/** ISO 8601 week number (weeks start on Monday; week 1 holds the year's first Thursday). */
export const isoWeekNumber = (date: string): number => dayjs(date, ISO_DATE).isoWeek();

/** `YYYY-MM` of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** Every date from `from` to `to`, both included, in order (empty when `to` lies before `from`). */
export function datesFromTo(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = dayjs(from, ISO_DATE), last = dayjs(to, ISO_DATE); !d.isAfter(last, 'day'); d = d.add(1, 'day'))
    dates.push(d.format(ISO_DATE));
  return dates;
}

/** The two dates in order. */
export const ordered = (a: string, b: string): [string, string] => (a <= b ? [a, b] : [b, a]);
