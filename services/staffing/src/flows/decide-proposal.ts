import type { OfferKind, OfferView, ProposalDecision } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { decideProposal as writeDecision } from '../store/offer-proposals';
import { offerView } from '../store/offer-views';
import { announceInboxChange } from './inbox-events';
import { mailClosedOffers } from './person-mails';
import { announceRequestChange } from './request-events';

/**
 * The school's decision on an acceptance proposed to it (propose_to_school): written with the
 * closing mail in one transaction, then the request's screens and the inboxes hear of it.
 */
export async function decideProposal(
  deps: ServiceDeps,
  caller: Caller,
  kind: OfferKind,
  id: number,
  decision: ProposalDecision,
): Promise<OfferView> {
  const { requestNumber, offer, view } = await deps.db.withPool(caller.poolId, async (tx) => {
    const decided = await writeDecision(tx, caller, kind, id, decision);
    const view = (await offerView(tx, caller.poolId, deps.clock.now(), id))!;
    if (!decision.approve)
      await mailClosedOffers(tx, deps, { ...caller, requestId: decided.offer.requestId }, view.branch.name, [decided.offer]);
    return { ...decided, view };
  });
  await announceRequestChange(deps, caller, requestNumber, decision.approve ? 'updated' : 'unplan');
  await announceInboxChange(deps, caller.poolId, [{ ...offer, proposal: true }], caller.author.username);
  return view;
}
