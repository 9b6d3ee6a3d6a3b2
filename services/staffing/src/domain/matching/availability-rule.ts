import type { AvailabilitySource, AvailabilityState, DefaultAvailabilityState } from '@app/contracts';
import { isoWeekday } from '../calendar/iso-dates';

/** A person's default week: the state per `week_day:daypart` slot that has one. */
export type DefaultWeek = ReadonlyMap<string, DefaultAvailabilityState>;

export const slotKey = (weekDay: number, daypart: number) => `${weekDay}:${daypart}`;

/**
 * The week-schedule defaults rule (docs/matching.md 'Availability'): a daypart's own mark wins;
 * else the person's default week for that weekday and daypart; else the working week: available
 * Monday to Friday (the spec's default weekdays 1 to 5), unavailable on Saturday and Sunday.
 */
export function effectiveAvailability(
  date: string,
  daypart: number,
  mark: AvailabilityState | undefined,
  defaults: DefaultWeek | undefined,
): { state: AvailabilityState; source: AvailabilitySource } {
  if (mark) return { state: mark, source: 'marked' };
  const weekDay = isoWeekday(date);
  const fallback = defaults?.get(slotKey(weekDay, daypart));
  if (fallback) return { state: fallback, source: 'default' };
  return { state: workingWeek(weekDay), source: 'week' };
}

/** The working week: available Monday to Friday, unavailable on Saturday and Sunday. */
export const workingWeek = (weekDay: number): AvailabilityState => (weekDay <= 5 ? 'available' : 'unavailable');

/**
 * The same rule, state only, for matching's hot loop: the daypart's key, slot and weekday are
 * computed once per call, not once per person.
 */
export const availabilityAt = (
  marks: ReadonlyMap<string, AvailabilityState>,
  defaults: DefaultWeek | undefined,
  at: { key: string; slot: string; weekDay: number },
): AvailabilityState => marks.get(at.key) ?? defaults?.get(at.slot) ?? workingWeek(at.weekDay);
