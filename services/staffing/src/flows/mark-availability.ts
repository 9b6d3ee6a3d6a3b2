import { RequestMessages, type AvailabilityDefaultsInput, type DaypartRef, type MarkedDaysInput } from '@app/contracts';
import { unprocessable, type ServiceDeps, type Tx } from '@app/service-kit';
import { effectiveAvailability } from '../domain/matching/availability-rule';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { describeDates } from '../domain/dayparts/daypart-plan';
import type { Caller } from '../domain/requests/caller';
import { markChanges, weekChanges } from '../domain/mails/availability-change-mail';
import { clearDayparts, markDayparts, personCalendar, readDefaultWeeks, readMarks, setDefaultWeek } from '../store/availability';
import { absentElsewhere } from '../store/daypart-rows';
import { readRequestSettings } from '../store/masterdata-reads';
import { queueAvailabilityChange } from './availability-change-notices';
import { personFor, type CalendarOf } from './person-calendar';

/**
 * Marks dayparts available, unavailable or absent, or clears their marks; answers the marked days.
 * A person's change of their own days is queued for their planners (ADR 0345); a planner's change of
 * someone else's is the office's own doing and tells nobody.
 */
export const markDays = (
  deps: ServiceDeps,
  caller: Caller,
  of: CalendarOf,
  action: MarkedDaysInput['action'],
  dayparts: readonly DaypartRef[],
) =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const person = await personFor(tx, caller, of);
    await refuseAvailableWhileAbsent(tx, caller.poolId, person.id, action, dayparts);
    const dates = dayparts.map((d) => d.date).sort();
    const before = of.own
      ? ((await readMarks(tx, caller.poolId, [person.id], dates[0]!, dates.at(-1)!)).get(person.id) ?? new Map())
      : null;
    if (action === 'clear') await clearDayparts(tx, caller.poolId, person.id, dayparts);
    else await markDayparts(tx, caller, person.id, action, dayparts);
    if (before)
      await queueAvailabilityChange(
        tx,
        caller.poolId,
        person.id,
        markChanges(before, dayparts, action === 'clear' ? null : action),
        caller.now,
      );
    return (await personCalendar(tx, caller.poolId, person, dayparts[0]!.date, dayparts.at(-1)!.date)).days;
  });

/** Sets or clears slots of a person's default week; answers the default week. One's own change is queued as `markDays`'s. */
export const setDefaults = (deps: ServiceDeps, caller: Caller, of: CalendarOf, defaults: AvailabilityDefaultsInput['defaults']) => {
  const today = dateInAmsterdam(caller.now);
  return deps.db.withPool(caller.poolId, async (tx) => {
    const person = await personFor(tx, caller, of);
    const before = of.own ? ((await readDefaultWeeks(tx, caller.poolId, [person.id])).get(person.id) ?? new Map()) : null;
    await setDefaultWeek(tx, caller, person.id, defaults);
    if (before) await queueAvailabilityChange(tx, caller.poolId, person.id, weekChanges(before, defaults), caller.now);
    return (await personCalendar(tx, caller.poolId, person, today, today)).defaults;
  });
};

/**
 * check_the_same_person_absent 'prevent' on the server (CAL-DIS-04, docs/general-calendar.md): a
 * person reported absent on a live request cannot be made available on those dayparts, by marking
 * them available or by clearing a mark where their default week has them available; the setting
 * of the branch of the request they are absent on decides. 'warn' lets it through.
 */
async function refuseAvailableWhileAbsent(
  tx: Tx,
  poolId: number,
  personId: number,
  action: MarkedDaysInput['action'],
  dayparts: readonly DaypartRef[],
) {
  if (action !== 'available' && action !== 'clear') return;
  let gaining = dayparts;
  if (action === 'clear') {
    const week = (await readDefaultWeeks(tx, poolId, [personId])).get(personId);
    gaining = dayparts.filter((d) => effectiveAvailability(d.date, d.daypart, undefined, week).state === 'available');
  }
  const absent = await absentElsewhere(tx, poolId, personId, null, gaining);
  const prevented: DaypartRef[] = [];
  const policyOf = new Map<number, string>();
  for (const hit of absent) {
    if (!policyOf.has(hit.branchId))
      policyOf.set(hit.branchId, (await readRequestSettings(tx, poolId, hit.branchId)).check_the_same_person_absent);
    if (policyOf.get(hit.branchId) === 'prevent') prevented.push({ date: hit.date, daypart: hit.daypart as DaypartRef['daypart'] });
  }
  if (prevented.length)
    throw unprocessable({
      dayparts: [
        RequestMessages.absentNotAvailable.replace('{dates}', describeDates([...prevented].sort((a, b) => a.date.localeCompare(b.date)))),
      ],
    });
}
