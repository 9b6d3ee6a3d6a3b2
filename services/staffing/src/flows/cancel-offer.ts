import type { OfferKind, OfferView } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { offerView } from '../store/offer-views';
import { cancelOffer } from '../store/offer-writes';
import type { Caller } from '../store/request-rows';
import { announceInboxChange } from './inbox-events';
import { mailClosedOffers } from './person-mails';
import { announceRequestChange } from './request-events';

/**
 * Cancels an open offer of a kind: the person hears it closed (mail), then the request's screens
 * and the person's inbox are told. Answers the offer as it now stands.
 */
export async function cancelOfferOf(deps: ServiceDeps, caller: Caller, kind: OfferKind, id: number): Promise<OfferView> {
  const { view, requestNumber, offer } = await deps.db.withPool(caller.poolId, async (tx) => {
    const cancelled = await cancelOffer(tx, caller, kind, id);
    const view = (await offerView(tx, caller.poolId, caller.now, id))!;
    await mailClosedOffers(tx, deps, { ...caller, requestId: cancelled.offer.requestId }, view.branch.name, [cancelled.offer]);
    return { ...cancelled, view };
  });
  await announceRequestChange(deps, caller, requestNumber, 'updated');
  // a cancelled acceptance that waited for the school leaves the school's inbox too
  await announceInboxChange(deps, caller.poolId, [{ ...offer, proposal: offer.state === 'wait_for_deny' }], caller.author.username);
  return view;
}
