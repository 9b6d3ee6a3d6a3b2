import type { ServiceDeps } from '@app/service-kit';
import { announceRequestChange } from '../flows/request-events';
import { announceInboxChange } from '../flows/inbox-events';
import { expireDueOffers } from '../flows/expire-due-offers';
import { EXPIRY_AUTHOR } from '../flows/expire-offers';

/** How often the job looks (an offer is shown expired from its instant on anyway: `stateAt`). */
export const EXPIRY_INTERVAL_MS = 60_000;

/**
 * Expires the offers past their expiration every minute (DOMAIN: expiry -> expired, a scheduled
 * job) and tells each changed request's screens. A run that fails is logged and the next one
 * retries. Returns the stop function.
 */
export function startOfferExpiryJob(deps: ServiceDeps): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const now = deps.clock.now();
      for (const { poolId, number, offers } of await expireDueOffers(deps, now)) {
        await announceRequestChange(deps, { poolId, scope: null, author: EXPIRY_AUTHOR, now }, number, 'updated');
        await announceInboxChange(deps, poolId, offers, EXPIRY_AUTHOR.username);
      }
    } catch (err) {
      deps.log.warn({ err }, 'expiring offers failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), EXPIRY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
