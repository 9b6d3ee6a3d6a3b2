import type { ServiceDeps } from '@app/service-kit';
import { anonymizeDuePersons } from '../flows/anonymize-persons';

/** Anonymising runs at start and then every six hours: a day's delay is within what the setting promises. */
export const ANONYMIZE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Starts the run (and one now); a failed run is logged and the next one retries. Returns the stop function. */
export function startAnonymizeJob(deps: ServiceDeps): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      for (const [poolId, ids] of await anonymizeDuePersons(deps)) deps.log.info({ poolId, persons: ids.length }, 'persons anonymised');
    } catch (err) {
      deps.log.warn({ err }, 'anonymising persons failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), ANONYMIZE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
