import type { ReportCell, ReportRow } from '@app/contracts';

type Counts = Record<string, number>;

const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** ISO weekday of a date: 1 Monday .. 7 Sunday. */
export const isoWeekday = (date: string): number => {
  const day = new Date(toTime(date)).getUTCDay();
  return day === 0 ? 7 : day;
};

/** The ISO week of a date as 'YYYY-Www' (the week's Thursday names its year). */
export function isoWeek(date: string): string {
  const thursday = toTime(date) + (4 - isoWeekday(date)) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The weekdays a week-by-day table shows (RPT-SCH-02): Monday to Friday, Saturday and Sunday only when they are working days. */
export const shownWeekdays = (weekend: { saturday: boolean; sunday: boolean }): number[] => [
  1,
  2,
  3,
  4,
  5,
  ...(weekend.saturday ? [6] : []),
  ...(weekend.sunday ? [7] : []),
];

/**
 * The week-by-day table of a period (RPT-SCH-01/02): one row per ISO week, a cell per shown weekday
 * with the counts by status of that date (null outside the period or without data), and every run
 * of weeks without data collapsed into one row 'first – last'.
 */
export function weekGrid(from: string, to: string, counts: ReadonlyMap<string, Counts>, weekdays: number[]): ReportRow[] {
  const weeks: { week: string; cells: Record<string, ReportCell>; empty: boolean }[] = [];
  const monday = toTime(from) - (isoWeekday(from) - 1) * DAY_MS;
  for (let start = monday; start <= toTime(to); start += 7 * DAY_MS) {
    const cells: Record<string, ReportCell> = {};
    let empty = true;
    for (const day of weekdays) {
      const date = toDate(start + (day - 1) * DAY_MS);
      const inPeriod = date >= from && date <= to;
      const value = inPeriod ? counts.get(date) : undefined;
      if (value && Object.values(value).some((n) => n > 0)) empty = false;
      cells[`day_${day}`] = value ?? null;
    }
    weeks.push({ week: isoWeek(toDate(start)), cells, empty });
  }
  const rows: ReportRow[] = [];
  for (let i = 0; i < weeks.length; i++) {
    const w = weeks[i]!;
    if (!w.empty) {
      rows.push({ week: w.week, ...w.cells });
      continue;
    }
    let last = i;
    while (last + 1 < weeks.length && weeks[last + 1]!.empty) last++;
    const label = last === i ? w.week : `${w.week} – ${weeks[last]!.week}`;
    rows.push({ week: label, ...Object.fromEntries(weekdays.map((d) => [`day_${d}`, null])) });
    i = last;
  }
  return rows;
}
