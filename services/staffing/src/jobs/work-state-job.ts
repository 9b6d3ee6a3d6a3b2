import type { ServiceDeps } from '@app/service-kit';
import { materialiseAllPools } from '../flows/materialise-work-state';

/** The materialiser runs at start and then every hour (docs/work-state.md 'Materialising'). */
export const WORK_STATE_INTERVAL_MS = 60 * 60 * 1000;

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
