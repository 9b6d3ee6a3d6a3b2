import { AvailabilityMessages, MAX_CALENDAR_DAYS } from '@app/contracts';
import { unprocessable } from '@app/service-kit';

/** Without a range and without a current period, the calendar shows two weeks from today. */
const FALLBACK_DAYS = 14;

/**
 * The asked range (one end given: two weeks from or up to it), else the current period, else two
 * weeks from today; a range of MAX_CALENDAR_DAYS or more is refused (422).
 */
export function calendarRange(
  query: { from?: string | null; to?: string | null },
  period: { start: string; end: string } | null,
  today: string,
): { from: string; to: string } {
  const { from, to } = query;
  const range = period
    ? { from: period.start, to: period.end }
    : from && to
      ? { from, to }
      : to
        ? { from: plusDays(to, 1 - FALLBACK_DAYS), to }
        : { from: from ?? today, to: plusDays(from ?? today, FALLBACK_DAYS - 1) };
  // counted, not listed: a range of centuries is refused without building it
  if (daysFrom(range.from, range.to) >= MAX_CALENDAR_DAYS) throw unprocessable({ to: [AvailabilityMessages.rangeTooLong] });
  return range;
}

/** The current period counts only when the query names neither end. */
export const needsCurrentPeriod = (query: { from?: string | null; to?: string | null }) => !query.from && !query.to;

const DAY_MS = 86_400_000;
const LAST_DAY = '9999-12-31';
const plusDays = (date: string, days: number) => {
  const at = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
  return at.getUTCFullYear() > 9999 ? LAST_DAY : at.toISOString().slice(0, 10);
};
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
