import type { OfferKind } from '@app/contracts';
import { HttpError, type ServiceDeps } from '@app/service-kit';
import { offerNotFoundMessage } from '../domain/offers/offer-states';
import { offerOfToken } from '../store/offer-rows';

/** INV-CONF-07: a token that finds nothing is answered 406, the code the public page shows as critical. */
export const offerNotFound = (kind: OfferKind) => new HttpError(406, offerNotFoundMessage(kind));

/**
 * The offer a public token opens, of the kind its path names, or 406. The link carries no pool, so
 * this one look-up by the token's hash runs past row-level security (ADR 0049); the rest runs in its pool.
 */
export async function offerOfKind(deps: Pick<ServiceDeps, 'db'>, kind: OfferKind, token: string) {
  const found = await deps.db.withSystem((tx) => offerOfToken(tx, token));
  if (!found || found.kind !== kind) throw offerNotFound(kind);
  return found;
}
