import type { DashboardCardKey } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { dashboardCards } from '../store/dashboard';

/** The dashboard's status cards of `keys` (those the caller holds the right of), over the caller's pool and branches. */
export const dashboardCardsOf = (deps: ServiceDeps, caller: Caller, keys: readonly DashboardCardKey[]) =>
  deps.db.withPool(caller.poolId, (tx) => dashboardCards(tx, caller.poolId, caller.scope, caller.now, keys));
