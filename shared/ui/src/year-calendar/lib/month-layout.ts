import { dayjs } from '@app/platform/dates';
import type { IsoWeekday } from './calendar-types';
import { ISO_DATE, isoWeekNumber, isoWeekday } from './iso-dates';

/** One week row of a month grid: its ISO week number and a date (or nothing) per visible column. */
export interface WeekRow {
  week: number;
  cells: (string | null)[];
}

/** A month grid: its key (`YYYY-MM`), first date, visible columns, week rows and the dates it shows in order. */
export interface MonthLayout {
  key: string;
  first: string;
  weekdays: readonly IsoWeekday[];
  weeks: WeekRow[];
  dates: string[];
}

/** The months (`YYYY-MM`) a period touches, in order. */
export function periodMonths(start: string, end: string): string[] {
  const months: string[] = [];
  for (let m = dayjs(start, ISO_DATE).startOf('month'), last = dayjs(end, ISO_DATE); !m.isAfter(last, 'month'); m = m.add(1, 'month'))
    months.push(m.format('YYYY-MM'));
  return months;
}

/**
 * The grid of one month (CAL-PAGE-06): rows are ISO weeks (Monday first), columns the visible week
 * days. A date on a hidden week day is not shown, and a row left without any date (a month that
 * starts on a hidden Sunday) is dropped.
 */
export function monthLayout(month: string, weekdays: readonly IsoWeekday[]): MonthLayout {
  const first = dayjs(`${month}-01`, ISO_DATE);
  const rows = new Map<string, WeekRow>();
  const dates: string[] = [];
  for (let d = first; d.month() === first.month(); d = d.add(1, 'day')) {
    const date = d.format(ISO_DATE);
    const column = weekdays.indexOf(isoWeekday(date));
    if (column < 0) continue;
    const monday = d.subtract(d.isoWeekday() - 1, 'day').format(ISO_DATE);
    let row = rows.get(monday);
    if (!row) {
      row = { week: isoWeekNumber(date), cells: weekdays.map(() => null) };
      rows.set(monday, row);
    }
    row.cells[column] = date;
    dates.push(date);
  }
  return { key: month, first: first.format(ISO_DATE), weekdays, weeks: [...rows.values()], dates };
}
