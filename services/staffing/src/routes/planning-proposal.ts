import {
  hasAnyRight,
  LOCALE_COOKIE,
  MatchingRights,
  Messages,
  OfferRights,
  proposalCandidatesSchema,
  proposalInputSchema,
  proposalSendSchema,
  WeekProposalRights,
} from '@app/contracts';
import {
  authOf,
  forbidden,
  idParamsSchema,
  ok,
  requestedLocale,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import { proposalCandidates, proposeWeek } from '../flows/propose-week';
import { sendProposal } from '../flows/send-proposal';
import { CHECKS_WITH_A_SOURCE, type MatchOptions } from '../domain/matching/match-facts';
import { callerOf } from './caller';

export const planningProposalRoutes = {
  propose: {
    method: 'post',
    path: '/planning/proposal',
    summary:
      "Proposes a substitute for every open daypart of the period (default the coming week) in the caller's branches at once, under matching's hard rules; locked cells stay",
    access: WeekProposalRights.propose,
    body: proposalInputSchema,
    status: 201,
  },
  candidates: {
    method: 'post',
    path: '/planning/proposal/:id/candidates',
    summary:
      "Who else could take one cell of a proposal (matching's hard rules), given the planner's current cells: nobody on another cell of that date and daypart, nor past their dayparts left in the week; best score first",
    access: WeekProposalRights.propose,
    params: idParamsSchema,
    body: proposalCandidatesSchema,
  },
  send: {
    method: 'post',
    path: '/planning/proposal/:id/send',
    summary:
      "Sends a proposal's final cells as invitations or reservations (needs the kind's ALL right too), each as a single offer; answers what was sent and what failed and why",
    access: WeekProposalRights.propose,
    params: idParamsSchema,
    body: proposalSendSchema,
  },
} satisfies Record<string, ApiRoute>;

/** Matching's options for the caller: the rights to ignore required labels or the chain count. */
const matchOptionsOf = (token: ReturnType<typeof authOf>, distanceKm?: number): MatchOptions => ({
  ignoreRequiredLabels: hasAnyRight(token, MatchingRights.ignoreRequiredLabels),
  ignoreChain: hasAnyRight(token, MatchingRights.ignoreChain),
  checks: CHECKS_WITH_A_SOURCE,
  filters: { distanceKm },
  withExcluded: false,
});

/**
 * The week proposal (docs/planning-proposal.md). Proposing judges persons as matching does for
 * the caller (the rights to ignore required labels or the chain count); sending needs the rights
 * of the offers too, as a single invite or reservation does.
 */
export function mountPlanningProposalRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(planningProposalRoutes.propose, async (ctx) => {
    const input = validate(proposalInputSchema, ctx.request.body ?? {});
    const proposal = await proposeWeek(deps, callerOf(ctx, deps), input, matchOptionsOf(authOf(ctx), input.distance));
    ok(ctx, proposal, {}, 201);
  });

  mount(planningProposalRoutes.candidates, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const input = validate(proposalCandidatesSchema, ctx.request.body ?? {});
    ok(ctx, await proposalCandidates(deps, callerOf(ctx, deps), id, input, matchOptionsOf(authOf(ctx), input.distance)));
  });

  mount(planningProposalRoutes.send, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const input = validate(proposalSendSchema, ctx.request.body ?? {});
    if (!hasAnyRight(authOf(ctx), OfferRights[input.kind].all)) throw forbidden(Messages.notEnoughPermissions);
    const locale = requestedLocale(ctx.query._locale, ctx.cookies.get(LOCALE_COOKIE));
    ok(ctx, await sendProposal(deps, callerOf(ctx, deps), id, input, locale));
  });
}
