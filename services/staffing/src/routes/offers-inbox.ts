import type { Context } from 'koa';
import { and, eq, sql } from 'drizzle-orm';
import { hasAnyRight, inboxAnswerSchema, OFFER_KINDS, ProposalRights, proposalDecisionSchema, type OfferKind } from '@app/contracts';
import { authOf, idParamsSchema, notFound, ok, rowsOf, validate, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { offers, requests } from '../db/schema';
import { offerNotFoundMessage } from '../domain/offers/offer-states';
import { decideProposal } from '../store/offer-proposals';
import { offerView, offerViews } from '../store/offer-views';
import { requestScopeOf, scopeCondition } from '../store/scope';
import { announceRequestChange } from '../flows/request-events';
import { announceInboxChange } from '../flows/inbox-events';
import { mailClosedOffers } from '../flows/person-mails';
import { callerOf } from './caller';
import { answerAndReply } from './offer-tokens';
import { inboxRoutes, offerRoutes } from './offers-api';

/**
 * The inbox (INBOX-01..06, docs/invitations.md 'Inbox'): the signed-in person's open invitations and
 * reservations, newest first, and Approve (accept) and Deny by id, with the REPLY right of the kind.
 * An item that is not the caller's own is 404, as one of another pool.
 */
export function mountInboxRoutes(mount: RouteMounter, deps: ServiceDeps) {
  /**
   * What the inbox lists: one's own open items not past their expiration, and for whoever decides
   * proposals (ProposalRights) the acceptances waiting for the school within their branches.
   */
  const inboxItems = (ctx: Context, now: Date) => {
    const token = authOf(ctx);
    const own =
      token.person_id === null ? sql`false` : sql`(o.person_id = ${token.person_id} and o.state = 'open' and o.expires_at > ${now})`;
    const proposals = hasAnyRight(token, ProposalRights)
      ? sql`(o.state = 'wait_for_deny' and ${scopeCondition(sql`r.branch_id`, token.pool_id, requestScopeOf(token)) ?? sql`true`})`
      : sql`false`;
    return sql`(${own} or ${proposals})`;
  };

  mount(inboxRoutes.list, async (ctx) => {
    const poolId = authOf(ctx).pool_id;
    const now = deps.clock.now();
    const { rows } = await deps.db.withPool(poolId, (tx) =>
      offerViews(tx, poolId, now, { where: inboxItems(ctx, now), order: sql`o.created_at desc, o.id desc` }),
    );
    ok(ctx, rows);
  });

  // the menu badge (INBOX-06): how many items the inbox lists
  mount(inboxRoutes.count, async (ctx) => {
    const poolId = authOf(ctx).pool_id;
    const [row] = await deps.db.withPool(poolId, (tx) =>
      rowsOf<{ count: number }>(
        tx,
        sql`select count(*)::int as count from ${offers} o join ${requests} r on r.id = o.request_id
            where o.pool_id = ${poolId} and ${inboxItems(ctx, deps.clock.now())}`,
      ),
    );
    ok(ctx, { count: row?.count ?? 0 });
  });

  const answer = (kind: OfferKind, accept: boolean) => async (ctx: Context) => {
    const input = validate(inboxAnswerSchema, ctx.request.body ?? {});
    const { pool_id: poolId, person_id: personId } = authOf(ctx);
    const [own] = await deps.db.withPool(poolId, (tx) =>
      tx
        .select({ id: offers.id, poolId: offers.poolId, requestId: offers.requestId, kind: offers.kind })
        .from(offers)
        .where(and(eq(offers.poolId, poolId), eq(offers.id, input.id), eq(offers.kind, kind), eq(offers.personId, personId ?? 0))),
    );
    if (!own) throw notFound(offerNotFoundMessage(kind));
    await answerAndReply(ctx, deps, own, accept ? { accept: true } : { accept: false, remark: input.remark ?? null });
  };

  // the school's decision on an acceptance proposed to it (propose_to_school)
  const decide = (kind: OfferKind) => async (ctx: Context) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const decision = validate(proposalDecisionSchema, ctx.request.body ?? {});
    const caller = callerOf(ctx, deps);
    const { requestNumber, offer, view } = await deps.db.withPool(caller.poolId, async (tx) => {
      const decided = await decideProposal(tx, caller, kind, id, decision);
      const view = (await offerView(tx, caller.poolId, deps.clock.now(), id))!;
      if (!decision.approve)
        await mailClosedOffers(tx, deps, { ...caller, requestId: decided.offer.requestId }, view.branch.name, [decided.offer]);
      return { ...decided, view };
    });
    await announceRequestChange(deps, caller, requestNumber, decision.approve ? 'updated' : 'unplan');
    await announceInboxChange(deps, caller.poolId, [{ ...offer, proposal: true }], caller.author.username);
    ok(ctx, view);
  };

  for (const kind of OFFER_KINDS) {
    const routes = offerRoutes(kind);
    mount(routes.approve, answer(kind, true));
    mount(routes.deny, answer(kind, false));
    mount(routes.proposal, decide(kind));
  }
}
