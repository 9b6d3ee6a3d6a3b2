import { Messages, type AbsenteeDatesView } from '@app/contracts';
import { forbidden, type ServiceDeps, type Tx } from '@app/service-kit';
import { calendarRange, needsCurrentPeriod } from '../domain/availability/calendar-range';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import type { Caller } from '../domain/requests/caller';
import { absencesBetween } from '../store/daypart-rows';
import { preventedAbsences } from './absence-policy';
import { currentPeriod, findPeriod, findPerson, personCalendar, personInScope } from '../store/availability';

/** Whose calendar a call is for: the person of the path, and whether that is the caller's own. */
export interface CalendarOf {
  personId: number;
  own: boolean;
  /** whether an ended contract at the caller's branches reaches the person (CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST, ADR 0265) */
  pastContracts: boolean;
}

/**
 * The person of the caller's pool (404 otherwise); someone else's only within a branch-bound
 * planner's branches (403 otherwise): a planner plans the persons of their own branches.
 */
export async function personFor(tx: Tx, caller: Caller, of: CalendarOf) {
  const person = await findPerson(tx, caller.poolId, of.personId);
  const today = dateInAmsterdam(caller.now);
  const contractsEndingFrom = of.pastContracts ? null : today;
  if (!of.own && !(await personInScope(tx, caller.poolId, caller.scope, of.personId, contractsEndingFrom, today)))
    throw forbidden(Messages.notEnoughPermissions);
  return person;
}

/** A person's availability and planning per daypart over the asked range (default: the current period). */
export const calendarDetail = (deps: ServiceDeps, caller: Caller, of: CalendarOf, query: { from?: string | null; to?: string | null }) =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const person = await personFor(tx, caller, of);
    const period = needsCurrentPeriod(query) ? await currentPeriod(tx, caller.poolId) : null;
    const range = calendarRange(query, period, dateInAmsterdam(caller.now));
    return personCalendar(tx, caller.poolId, person, range.from, range.to);
  });

/** A person's days of a period keyed by date (the person-planning screen). */
export const markedDaysOf = (deps: ServiceDeps, caller: Caller, of: CalendarOf, periodId: number) =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const person = await personFor(tx, caller, of);
    const period = await findPeriod(tx, caller.poolId, periodId);
    return (await personCalendar(tx, caller.poolId, person, period.start, period.end)).days;
  });

/** The dates of dayparts in their order, each once. */
const distinctDates = (dayparts: readonly { date: string }[]) => [...new Set(dayparts.map((d) => d.date))];

/**
 * The dates a person is reported absent on live requests over the asked range (default: the current
 * period), and those where 'prevent' holds, by the resolver that refuses marking them available
 * (`preventedAbsences`): the absentee dates a calendar page's context names (CAL-PAGE-04, CAL-DIS-04).
 */
export const absenteeDatesOf = (
  deps: ServiceDeps,
  caller: Caller,
  of: CalendarOf,
  query: { from?: string | null; to?: string | null },
): Promise<AbsenteeDatesView> =>
  deps.db.withPool(caller.poolId, async (tx) => {
    await personFor(tx, caller, of);
    const period = needsCurrentPeriod(query) ? await currentPeriod(tx, caller.poolId) : null;
    const range = calendarRange(query, period, dateInAmsterdam(caller.now));
    const absences = await absencesBetween(tx, caller.poolId, of.personId, range.from, range.to);
    const prevented = await preventedAbsences(tx, caller.poolId, absences);
    return { dates: distinctDates(absences), prevented: distinctDates(prevented) };
  });
