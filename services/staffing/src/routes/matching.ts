import type { Context } from 'koa';
import {
  hasAnyRight,
  LOCALE_COOKIE,
  MATCHING_CHECKS,
  matchingQuerySchema,
  MatchingRights,
  translateMessage,
  type MatchingMeta,
  type MatchingQuery,
  type MatchReason,
  type Meta,
  type PersonMatchingMeta,
} from '@app/contracts';
import {
  authOf,
  idParamsSchema,
  ok,
  requestedLocale,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import { MatchingAborted, type MatchResult } from '../domain/matching/engine';
import { mergeGroupMatches } from '../domain/matching/group-matching';
import { CHECKS_WITH_A_SOURCE } from '../domain/matching/match-facts';
import { rankRequestsForPerson } from '../domain/matching/person-matching';
import { matchGroupMembers } from '../flows/match-group';
import { judgeRequestsForPerson } from '../flows/match-person';
import { matchRequest } from '../flows/match-request';
import type { MatchingRun } from '../flows/matching-run';
import { callerOf } from './caller';

export const matchingRoutes = {
  request: {
    method: 'get',
    path: '/request/:id/matching',
    summary:
      "The request's candidates ranked with their score parts; excluded=1 adds the excluded persons with the reasons; filters distance (km), labels, availability",
    access: MatchingRights.match,
    params: idParamsSchema,
    query: matchingQuerySchema,
  },
  group: {
    method: 'get',
    path: '/request-group/:id/matching',
    summary:
      "The candidates for the open dayparts of the group's member requests, each member judged on its own facts; the same filters and excluded=1",
    access: MatchingRights.match,
    params: idParamsSchema,
    query: matchingQuerySchema,
  },
  person: {
    method: 'get',
    path: '/person/:id/matching',
    summary:
      "The open requests the person fits, ranked by the person's score for each; the same filters, excluded=1 adds the requests the person fails with the reasons",
    access: MatchingRights.match,
    params: idParamsSchema,
    query: matchingQuerySchema,
  },
} satisfies Record<string, ApiRoute>;

/** The checks whose facts have no source: the same for every call, also one that judged no request. */
const NOT_CHECKED = MATCHING_CHECKS.filter((c) => !CHECKS_WITH_A_SOURCE.has(c));

/** What every matching call shares: the flows' run, the query and the language of the reasons. */
interface MatchingCall {
  run: MatchingRun;
  query: MatchingQuery;
  /** the reasons in the language the caller asked for, as the envelope does for meta.messages */
  translated: (reasons: MatchReason[]) => MatchReason[];
}

/**
 * Runs a matching call (MATCH-02: abortable): validates the filters, and stops the work when the
 * client goes away — the response closing before it was written says so (the request's own
 * 'close' fires as soon as its body is read, so it cannot tell); nobody is listening then, so
 * nothing is answered.
 */
function matchingHandler(deps: ServiceDeps, run: (ctx: Context, call: MatchingCall) => Promise<void>) {
  return async (ctx: Context) => {
    const query = validate(matchingQuerySchema, ctx.query);
    const caller = callerOf(ctx, deps);
    const token = authOf(ctx);
    const gone = new AbortController();
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) gone.abort();
    });
    const labels = [...(query.labels ?? []), ...(query['labels[]'] ?? [])];
    const locale = requestedLocale(ctx.query._locale, ctx.cookies.get(LOCALE_COOKIE));
    const call: MatchingCall = {
      run: {
        caller,
        labels,
        options: (withExcluded) => ({
          ignoreRequiredLabels: hasAnyRight(token, MatchingRights.ignoreRequiredLabels),
          ignoreChain: hasAnyRight(token, MatchingRights.ignoreChain),
          checks: CHECKS_WITH_A_SOURCE,
          filters: { distanceKm: query.distance, labels, availability: query.availability },
          withExcluded,
        }),
        signal: gone.signal,
      },
      query,
      translated: (reasons) => reasons.map((r) => ({ ...r, message: locale ? translateMessage(r.message, locale) : r.message })),
    };
    try {
      await run(ctx, call);
    } catch (error) {
      if (error instanceof MatchingAborted) return;
      throw error;
    }
  };
}

/** The answer of request and request-group matching: the records, and in meta the counts, what was not checked and the excluded. */
function answerCandidates(
  ctx: Context,
  call: MatchingCall,
  result: MatchResult,
  meta: Pick<MatchingMeta, 'unfolded' | 'open_dayparts' | 'requests'>,
) {
  const full: Meta & MatchingMeta = {
    ...meta,
    total: result.total,
    not_checked: NOT_CHECKED,
    ...(call.query.excluded ? { excluded: result.excluded.map((e) => ({ ...e, reasons: call.translated(e.reasons) })) } : {}),
  };
  ok(ctx, result.candidates, full);
}

/**
 * Matching (MATCH-01..12, DOMAIN 'Matching'), one engine behind three entry points; each filters
 * distance (km), labels and availability, and `?excluded=1` adds who is excluded with the spec's
 * reasons. All need REQUEST_MATCHING or REQUEST_ALL.
 * - GET /api/request/{id}/matching: the request's candidates ranked with their score parts; the
 *   request within the caller's branches.
 * - GET /api/request-group/{id}/matching: the candidates for the open dayparts of the group's member
 *   requests (those within the caller's branches), each member judged on its own facts.
 * - GET /api/person/{id}/matching: the open requests within the caller's branches the person fits,
 *   ranked by the person's score for each; the person of the caller's pool.
 */
export function mountMatchingRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const id = (ctx: Context) => validate(idParamsSchema, ctx.params).id;

  mount(
    matchingRoutes.request,
    matchingHandler(deps, async (ctx, call) => {
      const { result, facts } = await matchRequest(deps, call.run, id(ctx), call.query.excluded === true);
      answerCandidates(ctx, call, result, { unfolded: facts.unfolded, open_dayparts: facts.request.dayparts.length });
    }),
  );

  mount(
    matchingRoutes.group,
    matchingHandler(deps, async (ctx, call) => {
      const { members, unfolded } = await matchGroupMembers(deps, call.run, id(ctx), call.query.excluded === true);
      const result = mergeGroupMatches(members, { full: call.query.availability === 'full', withExcluded: call.query.excluded === true });
      answerCandidates(ctx, call, result, {
        unfolded,
        open_dayparts: members.reduce((sum, m) => sum + m.open, 0),
        requests: members.map((m) => ({ number: m.number, open_dayparts: m.open })),
      });
    }),
  );

  mount(
    matchingRoutes.person,
    matchingHandler(deps, async (ctx, call) => {
      const { judged, unfolded } = await judgeRequestsForPerson(deps, call.run, id(ctx));
      const { fits, total, excluded } = rankRequestsForPerson(judged);
      const meta: Meta & PersonMatchingMeta = {
        unfolded,
        total,
        not_checked: NOT_CHECKED,
        ...(call.query.excluded ? { excluded: excluded.map((e) => ({ ...e, reasons: call.translated(e.reasons) })) } : {}),
      };
      ok(ctx, fits, meta);
    }),
  );
}
