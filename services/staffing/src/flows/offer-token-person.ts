import type { OfferKind } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { offerOfKind, offerPersonId } from '../store/offer-answers';

/** The person an offer token was sent to, or 406 as for every call with the token. */
export async function personOfToken(deps: ServiceDeps, kind: OfferKind, token: string) {
  const offer = await offerOfKind(deps.db, kind, token);
  return { poolId: offer.poolId, personId: await deps.db.withPool(offer.poolId, (tx) => offerPersonId(tx, offer.id)) };
}
