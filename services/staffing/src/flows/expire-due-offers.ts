import type { OfferKind } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { requestsWithDueOffers } from '../store/offer-expiry';
import { requestById, requestOffers } from '../store/offer-rows';
import { EXPIRY_AUTHOR, expireOffers } from './expire-offers';
import { mailOfferMakers } from './offer-ended-mails';

/** At most this many requests per run: a backlog is worked off over the next runs, never in one long transaction. */
export const EXPIRY_BATCH = 200;

/** A request whose open offers the job expired: its number and whose offers they were. */
export interface ExpiredOffers {
  poolId: number;
  number: number;
  offers: { personId: number; kind: OfferKind }[];
}

/**
 * The expiry job's work (DOMAIN: expiry -> expired, a scheduled job): finds the open offers past
 * their expiration in every pool (the one cross-pool read, by the expiry index), then per request,
 * in that pool's transaction with the request locked as an answer locks it, expires those still
 * open and due and tells the planners who made them (ADR 0328). Answers the requests it changed, for the live notices.
 */
export async function expireDueOffers(deps: Pick<ServiceDeps, 'db' | 'config' | 'clock'>, now: Date): Promise<ExpiredOffers[]> {
  const due = await deps.db.withSystem((tx) => requestsWithDueOffers(tx, now, EXPIRY_BATCH));
  const changed: ExpiredOffers[] = [];
  for (const { poolId, requestId } of due) {
    const expired = await deps.db.withPool(poolId, async (tx) => {
      const request = await requestById(tx, requestId, true);
      const still = (await requestOffers(tx, poolId, requestId, true)).filter((o) => o.state === 'open' && o.expiresAt <= now);
      await expireOffers(tx, poolId, requestId, still, EXPIRY_AUTHOR, now);
      await mailOfferMakers(
        tx,
        deps,
        { poolId, requestId, author: EXPIRY_AUTHOR },
        still.map((row) => ({ row, end: 'expired' as const, remark: null })),
      );
      return still.length ? { poolId, number: request.number, offers: still.map((o) => ({ personId: o.personId, kind: o.kind })) } : null;
    });
    if (expired) changed.push(expired);
  }
  return changed;
}
