import type { AvailabilityDefaultsInput, DaypartRef, MarkedDaysInput } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import type { Caller } from '../domain/requests/caller';
import { clearDayparts, markDayparts, personCalendar, setDefaultWeek } from '../store/availability';
import { personFor, type CalendarOf } from './person-calendar';

/** Marks dayparts available, unavailable or absent, or clears their marks; answers the marked days. */
export const markDays = (
  deps: ServiceDeps,
  caller: Caller,
  of: CalendarOf,
  action: MarkedDaysInput['action'],
  dayparts: readonly DaypartRef[],
) =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const person = await personFor(tx, caller, of);
    if (action === 'clear') await clearDayparts(tx, caller.poolId, person.id, dayparts);
    else await markDayparts(tx, caller, person.id, action, dayparts);
    return (await personCalendar(tx, caller.poolId, person, dayparts[0]!.date, dayparts.at(-1)!.date)).days;
  });

/** Sets or clears slots of a person's default week; answers the default week. */
export const setDefaults = (deps: ServiceDeps, caller: Caller, of: CalendarOf, defaults: AvailabilityDefaultsInput['defaults']) => {
  const today = dateInAmsterdam(caller.now);
  return deps.db.withPool(caller.poolId, async (tx) => {
    const person = await personFor(tx, caller, of);
    await setDefaultWeek(tx, caller, person.id, defaults);
    return (await personCalendar(tx, caller.poolId, person, today, today)).defaults;
  });
};
