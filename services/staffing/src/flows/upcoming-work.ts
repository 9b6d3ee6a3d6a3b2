import { UPCOMING_WORK_DAYS, type UpcomingWorkAnswer } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { addDays, dateInAmsterdam } from '../domain/calendar/iso-dates';
import type { Caller } from '../domain/requests/caller';
import { readPoolWholeNumber } from '../store/masterdata-reads';
import { upcomingWork } from '../store/upcoming-work';

/**
 * A person's own planned work of the coming days, as many as the pool's planning_days_shown
 * (MD-SET-07), today included; a profile without a person has none.
 */
export const upcomingWorkOf = (deps: ServiceDeps, caller: Caller, personId: number | null | undefined): Promise<UpcomingWorkAnswer> =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const days = Math.max(1, await readPoolWholeNumber(tx, caller.poolId, 'planning_days_shown', UPCOMING_WORK_DAYS));
    const from = dateInAmsterdam(caller.now);
    const to = addDays(from, days - 1);
    const items = personId ? await upcomingWork(tx, caller.poolId, personId, from, to) : [];
    return { from, to, days, items };
  });
