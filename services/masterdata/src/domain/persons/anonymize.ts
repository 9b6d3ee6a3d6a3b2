/**
 * Anonymising a person (MD-SET-07 anonymize_after_days, ADR 0304): the personal fields of an
 * archived person are cleared once their last planned work and their archiving both lie more than
 * that many days back; the person row stays, so their work, contracts and payroll lines still count
 * in the reports, under the name 'Anoniem #<id>'.
 */

/** The first name an anonymised person keeps; the last name is '#' and their id. */
export const ANONYMOUS_FIRST_NAME = 'Anoniem';

/**
 * The day before which an archived person's last planned work and archiving must lie, `days` days
 * before `today` (YYYY-MM-DD); null when the setting is 0 or less: anonymising is off.
 */
export function anonymizeCutoff(today: string, days: number): string | null {
  if (!Number.isInteger(days) || days <= 0) return null;
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
