import {
  denySchema,
  inboxAnswerSchema,
  InboxRights,
  inviteSchema,
  listQuerySchema,
  OfferRights,
  offerTokenParamsSchema,
  proposalDecisionSchema,
  ProposalRights,
  reserveSchema,
  type OfferKind,
} from '@app/contracts';
import { idParamsSchema, routesPer, type ApiRoute } from '@app/service-kit';

/**
 * The invitation and reservation routes, declared once per kind: `offers.ts` mounts making,
 * cancelling and listing offers, `offer-tokens.ts` the public answer calls, `offers-inbox.ts` the
 * inbox's answers and the school's decision.
 */
export const offerRoutes = routesPer(
  (kind: OfferKind) =>
    ({
      make: {
        method: 'post',
        path: `/request/:id/${kind}`,
        summary:
          kind === 'invitation'
            ? "Invites persons for the request's open dayparts (each gets a mail with the public link)"
            : "Reserves one person for the request's open dayparts (one open reservation per request)",
        access: OfferRights[kind].all,
        params: idParamsSchema,
        body: kind === 'invitation' ? inviteSchema : reserveSchema,
        status: 201,
      },
      cancel: {
        method: 'put',
        path: `/${kind}/:id/cancel`,
        summary: `Cancels an open ${kind}`,
        access: OfferRights[kind].cancel,
        params: idParamsSchema,
      },
      list: {
        method: 'get',
        path: `/${kind}`,
        summary: `The ${kind} list: page, sort, filters (state, request, person, branch), search; with VIEW alone one's own`,
        access: OfferRights[kind].view,
        query: listQuerySchema,
        answers: 'page',
      },
      ofPerson: {
        method: 'get',
        path: `/person/:id/${kind}`,
        summary: `A person's ${kind}s (INV-RULE-06), as the list: anyone's with the ALL right, else one's own`,
        access: OfferRights[kind].view,
        params: idParamsSchema,
        query: listQuerySchema,
        answers: 'page',
      },
      opened: {
        method: 'get',
        path: `/${kind}/token/:token`,
        summary: `The ${kind} a public link opens (406: none)`,
        access: 'public',
        params: offerTokenParamsSchema,
      },
      accept: {
        method: 'put',
        path: `/${kind}/token/:token/accept`,
        summary: `Accepts an open ${kind}: plans the person at once on what is still open, or finds the request filled`,
        access: 'public',
        params: offerTokenParamsSchema,
      },
      approve: {
        method: 'put',
        path: `/${kind}/approve`,
        summary: `Accepts one's own open ${kind} from the inbox, by id`,
        access: OfferRights[kind].reply,
        body: inboxAnswerSchema,
      },
      deny: {
        method: 'put',
        path: `/${kind}/deny`,
        summary: `Denies one's own open ${kind} from the inbox, by id, with a remark`,
        access: OfferRights[kind].reply,
        body: inboxAnswerSchema,
      },
      tokenDeny: {
        method: 'put',
        path: `/${kind}/token/:token/deny`,
        summary: `Denies an open ${kind}, with a remark`,
        access: 'public',
        params: offerTokenParamsSchema,
        body: denySchema,
      },
      proposal: {
        method: 'put',
        path: `/${kind}/:id/proposal`,
        summary: `The school approves an accepted ${kind} waiting for it (propose_to_school), or turns the person down with a reason`,
        access: ProposalRights,
        params: idParamsSchema,
        body: proposalDecisionSchema,
      },
    }) satisfies Record<string, ApiRoute>,
);

export const inboxRoutes = {
  list: {
    method: 'get',
    path: '/inbox',
    summary: "The signed-in person's open invitations and reservations, and the proposals waiting for the caller's school, newest first",
    access: InboxRights,
  },
  count: {
    method: 'get',
    path: '/inbox/count',
    summary: 'How many items the inbox lists (the menu badge): { count }',
    access: InboxRights,
  },
} satisfies Record<string, ApiRoute>;
