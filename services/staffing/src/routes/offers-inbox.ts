import type { Context } from 'koa';
import { inboxAnswerSchema, OFFER_KINDS, proposalDecisionSchema, type OfferKind } from '@app/contracts';
import { authOf, idParamsSchema, ok, validate, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { decideProposal } from '../flows/decide-proposal';
import { inboxCount, inboxItems } from '../flows/inbox-items';
import { ownOffer } from '../flows/own-offer';
import { callerOf } from './caller';
import { answerAndReply } from './offer-tokens';
import { inboxRoutes, offerRoutes } from './offers-api';

/**
 * The inbox (INBOX-01..06, docs/invitations.md 'Inbox'): the signed-in person's open invitations and
 * reservations, newest first, and Approve (accept) and Deny by id, with the REPLY right of the kind.
 * An item that is not the caller's own is 404, as one of another pool.
 */
export function mountInboxRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(inboxRoutes.list, async (ctx) => ok(ctx, await inboxItems(deps, authOf(ctx))));

  // the menu badge (INBOX-06): how many items the inbox lists
  mount(inboxRoutes.count, async (ctx) => ok(ctx, { count: await inboxCount(deps, authOf(ctx)) }));

  const answer = (kind: OfferKind, accept: boolean) => async (ctx: Context) => {
    const input = validate(inboxAnswerSchema, ctx.request.body ?? {});
    const { pool_id: poolId, person_id: personId } = authOf(ctx);
    const own = await ownOffer(deps, poolId, personId, input.id, kind);
    await answerAndReply(ctx, deps, own, accept ? { accept: true } : { accept: false, remark: input.remark ?? null });
  };

  // the school's decision on an acceptance proposed to it (propose_to_school)
  const decide = (kind: OfferKind) => async (ctx: Context) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const decision = validate(proposalDecisionSchema, ctx.request.body ?? {});
    ok(ctx, await decideProposal(deps, callerOf(ctx, deps), kind, id, decision));
  };

  for (const kind of OFFER_KINDS) {
    const routes = offerRoutes(kind);
    mount(routes.approve, answer(kind, true));
    mount(routes.deny, answer(kind, false));
    mount(routes.proposal, decide(kind));
  }
}
