import type { Context } from 'koa';
import { denySchema, OFFER_KINDS, offerTokenParamsSchema, type OfferKind } from '@app/contracts';
import { ok, validate, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { answerAndTell, openedOffer, openOfferPage, type AnsweredOffer } from '../flows/answer-offer';
import { offerRoutes } from './offers-api';

/** Answers an offer and replies with the offer as it now stands (the public page and the inbox alike). */
export async function answerAndReply(
  ctx: Context,
  deps: ServiceDeps,
  offer: AnsweredOffer,
  input: { accept: true } | { accept: false; remark: string | null },
) {
  ok(ctx, await answerAndTell(deps, offer, input));
}

/**
 * The public answer calls (INV-CONF-01..07): `GET /{kind}/token/{token}` and `PUT .../accept`,
 * `PUT .../deny` with `remark`. No login: the 128-bit token is the right, and the gateway lets
 * these paths through. A token that opens nothing is 406; an offer that is not open is 409 with
 * its state-keyed text; the answer is the offer as it now stands.
 */
export function mountOfferTokenRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const opened = async (ctx: Context, kind: OfferKind) => openedOffer(deps, kind, validate(offerTokenParamsSchema, ctx.params).token);

  for (const kind of OFFER_KINDS) {
    const routes = offerRoutes(kind);
    mount(routes.opened, async (ctx) => {
      ok(ctx, await openOfferPage(deps, await opened(ctx, kind)));
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
