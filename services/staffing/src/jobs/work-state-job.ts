import { sql } from 'drizzle-orm';
import { rowsOf, type ServiceDeps } from '@app/service-kit';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { materialiseLines } from '../store/work-state-materialise';

/** The materialiser runs at start and then every hour (docs/work-state.md 'Materialising'). */
export const WORK_STATE_INTERVAL_MS = 60 * 60 * 1000;

/** Makes the missing lines of every pool that has requests; each pool in its own transaction. */
export async function materialiseAllPools(deps: Pick<ServiceDeps, 'db' | 'clock'>): Promise<{ made: number; removed: number }> {
  const now = deps.clock.now();
  const today = dateInAmsterdam(now);
  const pools = await deps.db.withSystem((tx) =>
    rowsOf<{ pool_id: number }>(tx, sql`select distinct pool_id from staffing.requests where deleted_at is null order by pool_id`),
  );
  const total = { made: 0, removed: 0 };
  for (const { pool_id } of pools) {
    const run = await deps.db.withPool(pool_id, (tx) => materialiseLines(tx, pool_id, today, now));
    total.made += run.made;
    total.removed += run.removed;
  }
  return total;
}

/** Starts the hourly run (and one now); a failed run is logged and the next one retries. Returns the stop function. */
export function startWorkStateJob(deps: ServiceDeps): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const { made, removed } = await materialiseAllPools(deps);
      if (made || removed) deps.log.info({ made, removed }, 'work-state lines materialised');
    } catch (err) {
      deps.log.warn({ err }, 'materialising work-state lines failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), WORK_STATE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
