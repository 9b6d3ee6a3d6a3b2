import type { OpenDaypartsWeek } from '@app/contracts';
import { isCalendarDate } from '@app/contracts/field-schemas';

/** A week with open dayparts, or a run of weeks without (OPEN-06: collapsed into one row). */
export type WeekRow = { kind: 'week'; week: OpenDaypartsWeek } | { kind: 'empty'; first: number; last: number };

/** The weeks as the page lists them: consecutive weeks without open dayparts become one row. */
export function weekRows(weeks: readonly OpenDaypartsWeek[]): WeekRow[] {
  const rows: WeekRow[] = [];
  for (const week of weeks) {
    const previous = rows[rows.length - 1];
    if (week.requests.length) rows.push({ kind: 'week', week });
    else if (previous?.kind === 'empty') previous.last = week.week;
    else rows.push({ kind: 'empty', first: week.week, last: week.week });
  }
  return rows;
}

/** `DD-MM-YYYY` typed by the user as the API's `YYYY-MM-DD`, or null when it is no real date. */
export function apiDateOf(text: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const date = `${match[3]}-${match[2]}-${match[1]}`;
  return isCalendarDate(date) ? date : null;
}

/** A `mailto:` link to the branch, subject and body prefilled with the request and its open dayparts. */
export function mailtoOf(email: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
