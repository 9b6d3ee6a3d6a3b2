import type { OfferKind } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { offerPersonId } from '../store/offer-rows';
import { offerOfKind } from './offer-of-token';

/** The person an offer token was sent to, or 406 as for every call with the token. */
export async function personOfToken(deps: ServiceDeps, kind: OfferKind, token: string) {
  const offer = await offerOfKind(deps, kind, token);
  return { poolId: offer.poolId, personId: await deps.db.withPool(offer.poolId, (tx) => offerPersonId(tx, offer.id)) };
}
