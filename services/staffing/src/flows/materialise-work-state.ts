import type { ServiceDeps } from '@app/service-kit';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { materialiseLines, poolsWithRequests } from '../store/work-state-materialise';

/** Makes the missing work-state lines of every pool that has requests; each pool in its own transaction. */
export async function materialiseAllPools(deps: Pick<ServiceDeps, 'db' | 'clock'>): Promise<{ made: number; removed: number }> {
  const now = deps.clock.now();
  const today = dateInAmsterdam(now);
  const pools = await deps.db.withSystem((tx) => poolsWithRequests(tx));
  const total = { made: 0, removed: 0 };
  for (const poolId of pools) {
    const run = await deps.db.withPool(poolId, (tx) => materialiseLines(tx, poolId, today, now));
    total.made += run.made;
    total.removed += run.removed;
  }
  return total;
}
