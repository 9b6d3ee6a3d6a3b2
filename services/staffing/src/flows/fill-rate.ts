import type { FillRateWeek } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import type { Caller } from '../domain/requests/caller';
import { fillRate } from '../store/dashboard';

/** The fill rate of the coming `weeks` over the caller's pool and branches. */
export const fillRateOf = (deps: ServiceDeps, caller: Caller, weeks: number): Promise<FillRateWeek[]> =>
  deps.db.withPool(caller.poolId, (tx) => fillRate(tx, caller.poolId, caller.scope, dateInAmsterdam(caller.now), weeks));
