import { UPCOMING_WORK_DAYS, type UpcomingWorkAnswer } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { addDays, dateInAmsterdam } from '../domain/calendar/iso-dates';
import type { Caller } from '../domain/requests/caller';
import { upcomingWork } from '../store/upcoming-work';

/** A person's own planned work of the coming days; a profile without a person has none. */
export async function upcomingWorkOf(deps: ServiceDeps, caller: Caller, personId: number | null | undefined): Promise<UpcomingWorkAnswer> {
  const from = dateInAmsterdam(caller.now);
  const to = addDays(from, UPCOMING_WORK_DAYS - 1);
  const items = personId ? await deps.db.withPool(caller.poolId, (tx) => upcomingWork(tx, caller.poolId, personId, from, to)) : [];
  return { from, to, items };
}
