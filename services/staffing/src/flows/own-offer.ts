import type { OfferKind } from '@app/contracts';
import { notFound, type ServiceDeps } from '@app/service-kit';
import { offerNotFoundMessage } from '../domain/offers/offer-states';
import { ownOffer as readOwnOffer } from '../store/inbox';
import type { AnsweredOffer } from './answer-offer';

/** An offer of a kind among the caller's own, which the inbox answers; 404 when it is not theirs. */
export async function ownOffer(
  deps: ServiceDeps,
  poolId: number,
  personId: number | null,
  id: number,
  kind: OfferKind,
): Promise<AnsweredOffer> {
  const own = await deps.db.withPool(poolId, (tx) => readOwnOffer(tx, poolId, id, kind, personId ?? 0));
  if (!own) throw notFound(offerNotFoundMessage(kind));
  return own;
}
