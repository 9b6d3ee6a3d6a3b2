import type { OfferKind, OfferView } from '@app/contracts';
import { conflict, type ServiceDeps, type Tx } from '@app/service-kit';
import { answerOffer, offerNotFound, offerOfKind, type AnswerDone } from '../store/offer-answers';
import { logReservationOpened } from '../store/offer-opened';
import { offerView } from '../store/offer-views';
import { announceInboxChange } from './inbox-events';
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
 * Answers an offer (the public page and the inbox alike): announces a change on the request,
 * refuses a closed offer with its state-keyed text (409), tells the persons of the offers an
 * acceptance closed, and answers the offer as it now stands.
 */
export async function answerAndTell(
  deps: ServiceDeps,
  offer: AnsweredOffer,
  input: { accept: true } | { accept: false; remark: string | null },
): Promise<OfferView> {
  const done = await answerOffer(deps.db, offer, input, deps.clock.now(), (tx, answered) => mailAnswerClosed(tx, deps, offer, answered));
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
export const openedOffer = (deps: ServiceDeps, kind: OfferKind, token: string): Promise<AnsweredOffer> => offerOfKind(deps.db, kind, token);

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
