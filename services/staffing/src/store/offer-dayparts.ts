import { inArray } from 'drizzle-orm';
import { isOpenState, type DaypartState } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { requestDates } from '../db/schema';
import { daypartStateUnderOffers } from '../domain/offers/offer-rules';
import { asRequestOffer, requestDayparts, requestOffers } from './offer-rows';
import { refreshRequestSummary } from './request-summary';

/**
 * Shows the request's open offers on its still-open dayparts (reserved, invited or open again,
 * `daypartStateUnderOffers`) and recomputes the request row, in the caller's transaction: after
 * every offer change, so the Schedule tab and the list read the offers from the dayparts.
 */
export async function syncDaypartsWithOffers(tx: Tx, poolId: number, requestId: number, at: Date): Promise<void> {
  const dayparts = await requestDayparts(tx, poolId, requestId);
  const offers = await requestOffers(tx, poolId, requestId);
  const open = offers.map(asRequestOffer);
  const moves = new Map<DaypartState, number[]>();
  for (const d of dayparts) {
    if (!isOpenState(d.state)) continue;
    const target = daypartStateUnderOffers(d, open);
    if (target !== d.state) moves.set(target, [...(moves.get(target) ?? []), d.id]);
  }
  for (const [state, ids] of moves) await tx.update(requestDates).set({ state, updatedAt: at }).where(inArray(requestDates.id, ids));
  await refreshRequestSummary(tx, [requestId], at);
}
