/** The date of an instant in Europe/Amsterdam, `YYYY-MM-DD` (what 'today' means for a status). */
export { dateInAmsterdam } from '@app/contracts';

/** ISO week day of a `YYYY-MM-DD` date: 1 Monday .. 7 Sunday (spec 000 section 9). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Every date from `start` to `end`, both included. */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const at = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`).getTime();
  while (at.getTime() <= last) {
    out.push(at.toISOString().slice(0, 10));
    at.setUTCDate(at.getUTCDate() + 1);
  }
  return out;
}

/** The date `days` days after a `YYYY-MM-DD` date (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of a date's ISO week. */
export const mondayOf = (date: string): string => addDays(date, 1 - isoWeekday(date));
