import type { CalendarContextQuery, RequestCalendarContext } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { placeErrors, refuseIfAny } from '../domain/requests/request-checks';
import { readPersons, readRequestSettings } from '../store/masterdata-reads';
import { calendarContext } from '../store/request-calendar';
import { readRequestPlace } from '../store/request-checks';
import { findRequest, type Caller } from '../store/request-rows';

/**
 * The create stepper's calendar for a branch and schedule (also of a request that exists, whose own
 * dayparts then count as no absence elsewhere): the place checked as for a request that exists,
 * the absentee any person of the pool.
 */
export async function createCalendarContext(
  deps: ServiceDeps,
  caller: Caller,
  query: CalendarContextQuery,
  payrollSystem: boolean,
): Promise<RequestCalendarContext> {
  return deps.db.withPool(caller.poolId, async (tx) => {
    const place = await readRequestPlace(tx, caller, query);
    const { errors } = placeErrors(place, false);
    const absentee = query.absentee_person ?? null;
    if (absentee !== null && !(await readPersons(tx, caller.poolId, [absentee])).has(absentee))
      errors.absentee_person = ['The selected Absentee Person is invalid.'];
    refuseIfAny(errors);
    const except = query.request ? (await findRequest(tx, caller, query.request)).id : null;
    const settings = await readRequestSettings(tx, caller.poolId, place.branch!.id);
    return calendarContext(
      tx,
      caller.poolId,
      { branch: place.branch!, schedule: place.schedule!, absenteeId: absentee, exceptRequestId: except },
      settings,
      payrollSystem,
    );
  });
}
