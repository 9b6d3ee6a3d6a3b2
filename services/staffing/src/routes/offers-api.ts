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
import { idParamsSchema, type ApiRoute } from '@app/service-kit';

/** The invitation and reservation routes as the published API shows them (mounted by `offers.ts` and `offer-tokens.ts`). */
const routesOf = (kind: OfferKind): ApiRoute[] => [
  {
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
  {
    method: 'put',
    path: `/${kind}/:id/cancel`,
    summary: `Cancels an open ${kind}`,
    access: OfferRights[kind].cancel,
    params: idParamsSchema,
  },
  {
    method: 'get',
    path: `/${kind}`,
    summary: `The ${kind} list: page, sort, filters (state, request, person, branch), search; with VIEW alone one's own`,
    access: OfferRights[kind].view,
    query: listQuerySchema,
    answers: 'page',
  },
  {
    method: 'get',
    path: `/person/:id/${kind}`,
    summary: `A person's ${kind}s (INV-RULE-06), as the list: anyone's with the ALL right, else one's own`,
    access: OfferRights[kind].view,
    params: idParamsSchema,
    query: listQuerySchema,
    answers: 'page',
  },
  {
    method: 'get',
    path: `/${kind}/token/:token`,
    summary: `The ${kind} a public link opens (406: none)`,
    access: 'public',
    params: offerTokenParamsSchema,
  },
  {
    method: 'put',
    path: `/${kind}/token/:token/accept`,
    summary: `Accepts an open ${kind}: plans the person at once on what is still open, or finds the request filled`,
    access: 'public',
    params: offerTokenParamsSchema,
  },
  {
    method: 'put',
    path: `/${kind}/approve`,
    summary: `Accepts one's own open ${kind} from the inbox, by id`,
    access: OfferRights[kind].reply,
    body: inboxAnswerSchema,
  },
  {
    method: 'put',
    path: `/${kind}/deny`,
    summary: `Denies one's own open ${kind} from the inbox, by id, with a remark`,
    access: OfferRights[kind].reply,
    body: inboxAnswerSchema,
  },
  {
    method: 'put',
    path: `/${kind}/token/:token/deny`,
    summary: `Denies an open ${kind}, with a remark`,
    access: 'public',
    params: offerTokenParamsSchema,
    body: denySchema,
  },
  {
    method: 'put',
    path: `/${kind}/:id/proposal`,
    summary: `The school approves an accepted ${kind} waiting for it (propose_to_school), or turns the person down with a reason`,
    access: ProposalRights,
    params: idParamsSchema,
    body: proposalDecisionSchema,
  },
];

export const offerApiRoutes: ApiRoute[] = [
  ...routesOf('invitation'),
  ...routesOf('reservation'),
  {
    method: 'get',
    path: '/inbox',
    summary: "The signed-in person's open invitations and reservations, and the proposals waiting for the caller's school, newest first",
    access: InboxRights,
  },
  { method: 'get', path: '/inbox/count', summary: 'How many items the inbox lists (the menu badge): { count }', access: InboxRights },
];
