import type { AvailabilityDefaultsInput, DefaultAvailabilityState } from '@app/contracts';
import { isoWeekday } from '../calendar/iso-dates';
import { slotKey, type DefaultWeek } from '../matching/availability-rule';

/**
 * A person's default week after a change (`PUT availability-defaults`: each listed slot gets its
 * state, or loses its default with null), and whether a date's daypart falls on a slot the change
 * names.
 */
export function weekAfter(current: DefaultWeek | undefined, defaults: AvailabilityDefaultsInput['defaults']) {
  const after = new Map<string, DefaultAvailabilityState>(current);
  for (const slot of defaults) {
    if (slot.state === null) after.delete(slotKey(slot.week_day, slot.daypart));
    else after.set(slotKey(slot.week_day, slot.daypart), slot.state);
  }
  const named = new Set(defaults.map((slot) => slotKey(slot.week_day, slot.daypart)));
  return { after: after as DefaultWeek, named: (date: string, daypart: number) => named.has(slotKey(isoWeekday(date), daypart)) };
}
