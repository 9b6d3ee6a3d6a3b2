import { RequestMessages, type AvailabilityDefaultsInput, type DaypartRef, type MarkedDaysInput } from '@app/contracts';
import { unprocessable, type ServiceDeps, type Tx } from '@app/service-kit';
import { effectiveAvailability } from '../domain/matching/availability-rule';
import { weekAfter } from '../domain/availability/default-week';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { describeDates } from '../domain/dayparts/daypart-plan';
import type { Caller } from '../domain/requests/caller';
import { markChanges, weekChanges } from '../domain/mails/availability-change-mail';
import { clearDayparts, markDayparts, personCalendar, readDefaultWeeks, readMarks, setDefaultWeek } from '../store/availability';
import { absencesBetween, absentElsewhere } from '../store/daypart-rows';
import { preventedAbsences } from './absence-policy';
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
    await refuseDefaultsWhileAbsent(tx, caller.poolId, person.id, defaults, today);
    const before = of.own ? ((await readDefaultWeeks(tx, caller.poolId, [person.id])).get(person.id) ?? new Map()) : null;
    await setDefaultWeek(tx, caller, person.id, defaults);
    if (before) await queueAvailabilityChange(tx, caller.poolId, person.id, weekChanges(before, defaults), caller.now);
    return (await personCalendar(tx, caller.poolId, person, today, today)).defaults;
  });
};

/** 422 naming the dayparts 'prevent' keeps the person from being made available on, under `field`. */
function refuseWhenPrevented(field: 'dayparts' | 'defaults', prevented: readonly DaypartRef[]) {
  if (prevented.length) throw unprocessable({ [field]: [RequestMessages.absentNotAvailable.replace('{dates}', describeDates(prevented))] });
}

/**
 * check_the_same_person_absent 'prevent' on the server (CAL-DIS-04, docs/general-calendar.md): a
 * person reported absent on a live request cannot be made available on those dayparts, by marking
 * them available or by clearing a mark where their default week has them available; the setting
 * of the branch of the request they are absent on decides (`preventedAbsences`). 'warn' lets it through.
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
  refuseWhenPrevented('dayparts', await preventedAbsences(tx, poolId, await absentElsewhere(tx, poolId, personId, null, gaining)));
}

/**
 * The same for the default week (ADR 0367): the slots a change names that then make the person
 * available on a daypart they are reported absent on from today on, where no mark of that date
 * decides instead, are refused as marking those dayparts available would be.
 */
async function refuseDefaultsWhileAbsent(
  tx: Tx,
  poolId: number,
  personId: number,
  defaults: AvailabilityDefaultsInput['defaults'],
  today: string,
) {
  const absences = await absencesBetween(tx, poolId, personId, today, null);
  if (!absences.length) return;
  const week = weekAfter((await readDefaultWeeks(tx, poolId, [personId])).get(personId), defaults);
  const marks = (await readMarks(tx, poolId, [personId], absences[0]!.date, absences.at(-1)!.date)).get(personId);
  const gaining = absences.filter(
    (a) =>
      week.named(a.date, a.daypart) &&
      !marks?.has(`${a.date}:${a.daypart}`) &&
      effectiveAvailability(a.date, a.daypart, undefined, week.after).state === 'available',
  );
  refuseWhenPrevented('defaults', await preventedAbsences(tx, poolId, gaining));
}
