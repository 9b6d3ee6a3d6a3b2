import type { ServiceDeps } from '@app/service-kit';
import { announceRequestChange } from '../flows/request-events';
import { announceInboxChange } from '../flows/inbox-events';
import { EXPIRY_AUTHOR, EXPIRY_INTERVAL_MS, expireDueOffers } from '../store/offer-expiry';

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
      for (const { poolId, number, offers } of await expireDueOffers(deps.db, now)) {
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
