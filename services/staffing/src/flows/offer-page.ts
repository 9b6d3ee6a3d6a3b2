import type { ListRequest, ServiceDeps } from '@app/service-kit';
import { readPersons } from '../store/masterdata-reads';
import { listOffers, type OfferListContext } from '../store/offer-list';

/** A page of the offers of a kind; of one person (`ofPerson`) only when they are a person of the pool, else `missing` is thrown. */
export const offerPage = (
  deps: ServiceDeps,
  context: OfferListContext,
  person: number | null,
  request: ListRequest,
  missing: () => Error,
) =>
  deps.db.withPool(context.poolId, async (tx) => {
    if (person !== null && !(await readPersons(tx, context.poolId, [person])).has(person)) throw missing();
    return listOffers(tx, context, request);
  });
