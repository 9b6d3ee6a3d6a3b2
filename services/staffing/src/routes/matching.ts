import type Router from '@koa/router';
import {
  hasAnyRight,
  LOCALE_COOKIE,
  matchingQuerySchema,
  MatchingRights,
  translateMessage,
  type MatchingMeta,
  type Meta,
} from '@app/contracts';
import { authOf, idParamsSchema, ok, requestedLocale, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { matchCandidates, MatchingAborted } from '../domain/matching/engine';
import { CHECKS_WITH_A_SOURCE, readMatchingFacts } from '../store/matching-facts';
import { findRequest } from '../store/request-rows';
import { callerOf } from './caller';

/**
 * GET /api/request/{id}/matching (MATCH-01..12): the request's candidates ranked, with their score
 * parts; `?excluded=1` adds the excluded persons with the spec's reasons; filters distance (km),
 * labels and availability. Needs REQUEST_MATCHING or REQUEST_ALL, and the request within the
 * caller's branches. The call is abortable (MATCH-02): when the client goes away, the work stops.
 */
export function mountMatchingRoutes(router: Router, deps: ServiceDeps) {
  const auth = requireAuth(deps.tokens, deps.clock);

  router.get('/request/:id/matching', auth, requireRight(...MatchingRights.match), async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const query = validate(matchingQuerySchema, ctx.query);
    const caller = callerOf(ctx, deps);
    const token = authOf(ctx);
    // the response closing before it was written means the client went away (the request's own
    // 'close' fires as soon as its body is read, so it cannot tell)
    const gone = new AbortController();
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) gone.abort();
    });
    const labels = [...(query.labels ?? []), ...(query['labels[]'] ?? [])];
    try {
      const { result, unfolded, open } = await deps.db.withPool(caller.poolId, async (tx) => {
        const row = await findRequest(tx, caller, id);
        const facts = await readMatchingFacts(tx, row, caller.now, labels, gone.signal);
        const options = {
          ignoreRequiredLabels: hasAnyRight(token, MatchingRights.ignoreRequiredLabels),
          ignoreChain: hasAnyRight(token, MatchingRights.ignoreChain),
          checks: CHECKS_WITH_A_SOURCE,
          filters: { distanceKm: query.distance, labels, availability: query.availability },
          withExcluded: query.excluded === true,
        };
        return {
          result: matchCandidates(facts.request, facts.persons, options, gone.signal),
          unfolded: facts.unfolded,
          open: facts.request.dayparts.length,
        };
      });
      const locale = requestedLocale(ctx.query._locale, ctx.cookies.get(LOCALE_COOKIE));
      const meta: Meta & MatchingMeta = {
        unfolded,
        total: result.total,
        open_dayparts: open,
        not_checked: result.notChecked,
        // the reasons in the language the caller asked for, as the envelope does for meta.messages
        ...(query.excluded
          ? {
              excluded: result.excluded.map((e) => ({
                ...e,
                reasons: e.reasons.map((r) => ({ ...r, message: locale ? translateMessage(r.message, locale) : r.message })),
              })),
            }
          : {}),
      };
      ok(ctx, result.candidates, meta);
    } catch (error) {
      // nobody is listening any more: nothing to answer
      if (error instanceof MatchingAborted) return;
      throw error;
    }
  });
}
