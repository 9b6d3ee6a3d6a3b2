import type { OfferKind, OfferView } from '@app/contracts';
import { conflict, type ServiceDeps, type Tx } from '@app/service-kit';
import { logReservationOpened } from '../store/offer-opened';
import { requestById } from '../store/offer-rows';
import { offerView } from '../store/offer-views';
import { answerLocked, type AnswerDone } from './answer-locked-offer';
import { warnOfContractChain } from './contract-chain-warnings';
import { announceInboxChange } from './inbox-events';
import { offerNotFound, offerOfKind } from './offer-of-token';
import { mailOfferMakers } from './offer-ended-mails';
import { mailClosedOffers } from './person-mails';
import { announceRequestChange } from './request-events';

/** The offer one answer is for: found by its token (the public page) or by id among one's own (the inbox). */
export interface AnsweredOffer {
  id: number;
  poolId: number;
  requestId: number;
  kind: OfferKind;
}

/** The offer as it now stands, or 406 when it is gone. */
export async function offerNow(deps: ServiceDeps, offer: AnsweredOffer) {
  const view = await deps.db.withPool(offer.poolId, (tx) => offerView(tx, offer.poolId, deps.clock.now(), offer.id));
  if (!view) throw offerNotFound(offer.kind);
  return view;
}

/**
 * The person's answer through the public link, in ONE transaction (DOMAIN 'Invitations,
 * reservations, inbox'): the request row is locked first (FOR UPDATE, as every planner's write
 * locks it), then its offers, so concurrent answers on one request take turns and each sees what
 * the one before wrote. Only an open offer is answered (the state-keyed texts, 409); one past its
 * expiration is marked expired. Deny keeps the remark. Accept plans the person on every offered
 * daypart still open, or thanks a late invitee; the other open offers with nothing left are
 * cancelled (filled). Each step is logged on the timeline. `written`, when given, runs last in the
 * same transaction (the mails the answer causes).
 */
export async function answerOffer(
  deps: Pick<ServiceDeps, 'db'>,
  offer: AnsweredOffer,
  answer: { accept: true } | { accept: false; remark: string | null },
  now: Date,
  written?: (tx: Tx, done: AnswerDone) => Promise<void>,
): Promise<AnswerDone> {
  return deps.db.withPool(offer.poolId, async (tx) => {
    const request = await requestById(tx, offer.requestId, true);
    const done = await answerLocked(tx, request, offer, answer, now);
    await written?.(tx, done);
    return done;
  });
}

/**
 * Answers an offer (the public page and the inbox alike): announces a change on the request,
 * refuses a closed offer with its state-keyed text (409), tells the persons of the offers an
 * acceptance closed, the planner who made an offer denied or found expired, and the maker of an accepted
 * one whose planning exceeds the person's contract chain (ADR 0334), and answers the offer as it now stands.
 */
export async function answerAndTell(
  deps: ServiceDeps,
  offer: AnsweredOffer,
  input: { accept: true } | { accept: false; remark: string | null },
): Promise<OfferView> {
  const done = await answerOffer(deps, offer, input, deps.clock.now(), async (tx, answered) => {
    await mailAnswerClosed(tx, deps, offer, answered);
    await mailOfferMakers(tx, deps, { ...offer, author: answered.author }, answered.ended);
    if (answered.accepted) await warnOfContractChain(tx, deps, { ...offer, author: answered.author }, answered.accepted);
  });
  await announceAnswer(deps, offer, done);
  if (done.refusal) throw conflict(done.refusal);
  return offerNow(deps, offer);
}

/** The public page's read of an offer: the first open of a reservation is logged, then the offer as it stands. */
export async function openOfferPage(deps: ServiceDeps, offer: AnsweredOffer): Promise<OfferView> {
  await deps.db.withPool(offer.poolId, (tx) => logReservationOpened(tx, offer.id, deps.clock.now()));
  return offerNow(deps, offer);
}

/** The offer a public token opens, of the kind its path names, or 406. */
export const openedOffer = (deps: ServiceDeps, kind: OfferKind, token: string): Promise<AnsweredOffer> => offerOfKind(deps, kind, token);

/** In the answer's transaction: tells the persons of the offers an acceptance closed that the request is filled. */
export async function mailAnswerClosed(tx: Tx, deps: ServiceDeps, offer: AnsweredOffer, answered: AnswerDone) {
  if (!answered.closed.length) return;
  const view = await offerView(tx, offer.poolId, deps.clock.now(), offer.id);
  await mailClosedOffers(tx, deps, { ...offer, author: answered.author }, view!.branch.name, answered.closed);
}

/** After the answer's commit: the request's screens and the inboxes it changed hear of it. */
export async function announceAnswer(deps: ServiceDeps, offer: AnsweredOffer, done: AnswerDone) {
  if (!done.changed) return;
  const caller = { poolId: offer.poolId, scope: null, author: done.author, now: deps.clock.now() };
  await announceRequestChange(deps, caller, done.requestNumber, done.planned ? 'plan' : 'updated');
  await announceInboxChange(
    deps,
    offer.poolId,
    [{ personId: done.personId, kind: offer.kind, proposal: done.proposed }, ...done.closed],
    done.author.username,
  );
}
