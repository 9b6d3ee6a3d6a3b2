import type { PlanningAnswer } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { addDays, dateInAmsterdam } from '../domain/calendar/iso-dates';
import type { Caller } from '../domain/requests/caller';
import { plannedItems } from '../store/dashboard';

/** Today's and tomorrow's planning: a planner's of their branches, else (`ownPersonId`) one's own planned work wherever it is. */
export async function plannedToday(deps: ServiceDeps, caller: Caller, ownPersonId: number | null): Promise<PlanningAnswer> {
  const own = ownPersonId !== null;
  const today = dateInAmsterdam(caller.now);
  const items = await deps.db.withPool(caller.poolId, (tx) =>
    plannedItems(tx, caller.poolId, own ? null : caller.scope, ownPersonId, today),
  );
  return { own, today, tomorrow: addDays(today, 1), items };
}
