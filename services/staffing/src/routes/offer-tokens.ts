import type { Context } from 'koa';
import { denySchema, OFFER_KINDS, offerTokenParamsSchema, type OfferKind } from '@app/contracts';
import { conflict, ok, validate, type RouteMounter, type ServiceDeps, type Tx } from '@app/service-kit';
import { answerOffer, offerNotFound, offerOfKind, type AnswerDone } from '../store/offer-answers';
import { offerView } from '../store/offer-views';
import { announceRequestChange } from './caller';
import { announceInboxChange } from './inbox-events';
import { offerRoutes } from './offers-api';
import { mailClosedOffers } from './person-mails';

/** The offer one answer is for: found by its token (the public page) or by id among one's own (the inbox). */
export interface AnsweredOffer {
  id: number;
  poolId: number;
  requestId: number;
  kind: OfferKind;
}

/** The offer as it now stands, or 406 when it is gone. */
async function viewOf(deps: ServiceDeps, offer: AnsweredOffer) {
  const view = await deps.db.withPool(offer.poolId, (tx) => offerView(tx, offer.poolId, deps.clock.now(), offer.id));
  if (!view) throw offerNotFound(offer.kind);
  return view;
}

/**
 * Answers an offer and replies (the public page and the inbox alike): announces a change on the
 * request, refuses a closed offer with its state-keyed text (409), tells the persons of the offers
 * an acceptance closed, and answers the offer as it now stands.
 */
export async function answerAndReply(
  ctx: Context,
  deps: ServiceDeps,
  offer: AnsweredOffer,
  input: { accept: true } | { accept: false; remark: string | null },
) {
  const done = await answerOffer(deps.db, offer, input, deps.clock.now(), (tx, answered) => mailAnswerClosed(tx, deps, offer, answered));
  await announceAnswer(deps, offer, done);
  if (done.refusal) throw conflict(done.refusal);
  ok(ctx, await viewOf(deps, offer));
}

/** In the answer's transaction: tells the persons of the offers an acceptance closed that the request is filled. */
export async function mailAnswerClosed(tx: Tx, deps: ServiceDeps, offer: AnsweredOffer, answered: AnswerDone) {
  if (!answered.closed.length) return;
  const view = await offerView(tx, offer.poolId, deps.clock.now(), offer.id);
  await mailClosedOffers(tx, deps, offer.poolId, view!.branch.name, answered.closed);
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

/**
 * The public answer calls (INV-CONF-01..07): `GET /{kind}/token/{token}` and `PUT .../accept`,
 * `PUT .../deny` with `remark`. No login: the 128-bit token is the right, and the gateway lets
 * these paths through. A token that opens nothing is 406; an offer that is not open is 409 with
 * its state-keyed text; the answer is the offer as it now stands.
 */
export function mountOfferTokenRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const opened = async (ctx: Context, kind: OfferKind) => offerOfKind(deps.db, kind, validate(offerTokenParamsSchema, ctx.params).token);

  for (const kind of OFFER_KINDS) {
    const routes = offerRoutes(kind);
    mount(routes.opened, async (ctx) => {
      ok(ctx, await viewOf(deps, await opened(ctx, kind)));
    });
    mount(routes.accept, async (ctx) => {
      await answerAndReply(ctx, deps, await opened(ctx, kind), { accept: true });
    });
    mount(routes.tokenDeny, async (ctx) => {
      const offer = await opened(ctx, kind);
      await answerAndReply(ctx, deps, offer, { accept: false, remark: validate(denySchema, ctx.request.body ?? {}).remark ?? null });
    });
  }
}
