import { embedTokenCreateSchema, embedTokenParamsSchema, EmbedTokenRights, Messages, openDaypartsQuerySchema } from '@app/contracts';
import {
  idParamsSchema,
  notFound,
  ok,
  unprocessable,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { embedTokenScope, issueEmbedToken, listEmbedTokens, openDaypartsOverview, revokeEmbedToken } from '../store/embed-tokens';
import { callerOf } from './caller';

/** A token that opens nothing (unknown or revoked): spec 000 section 8's 404 text; the page shows its 'no data' warning. */
export const NO_OVERVIEW = "The page doesn't exists. Please go to your dashboard.";

export const embedRoutes = {
  list: {
    method: 'get',
    path: '/embed-token',
    summary: "The pool's embed tokens, newest first (never the token)",
    access: EmbedTokenRights,
  },
  issue: {
    method: 'post',
    path: '/embed-token',
    summary: 'Issues an embed token: label, branches (none: the whole pool), allowed frame origins; the clear token is answered this once',
    access: EmbedTokenRights,
    body: embedTokenCreateSchema,
    status: 201,
  },
  revoke: {
    method: 'delete',
    path: '/embed-token/:id',
    summary: 'Revokes an embed token: its overview and its framing stop at once (404: no live token of the pool)',
    access: EmbedTokenRights,
    params: idParamsSchema,
  },
  overview: {
    method: 'get',
    path: '/embed/overview-open-dayparts/:token',
    summary: 'The public open-dayparts overview of a live embed token: requestInfo, requests and weeks (404: unknown or revoked token)',
    access: 'public',
    params: embedTokenParamsSchema,
    query: openDaypartsQuerySchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * The embed token calls (ADR 0083): the administrator lists, issues (the clear token answered
 * once) and revokes a pool's tokens; the public open-dayparts overview (OPEN-01, OPEN-03) is
 * opened by a live token alone, in its pool and branch scope.
 */
export function mountEmbedRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(embedRoutes.list, async (ctx) => {
    const caller = callerOf(ctx, deps);
    ok(ctx, await deps.db.withPool(caller.poolId, (tx) => listEmbedTokens(tx, caller.poolId)));
  });

  mount(embedRoutes.issue, async (ctx) => {
    const input = validate(embedTokenCreateSchema, ctx.request.body ?? {});
    const caller = callerOf(ctx, deps);
    const issued = await deps.db.withPool(caller.poolId, (tx) => issueEmbedToken(tx, caller, input));
    if (!issued) throw unprocessable({ branches: ['The selected branch is invalid.'] });
    ok(ctx, issued, {}, 201);
  });

  mount(embedRoutes.revoke, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const caller = callerOf(ctx, deps);
    const revoked = await deps.db.withPool(caller.poolId, (tx) => revokeEmbedToken(tx, caller, id));
    if (!revoked) throw notFound(Messages.notFound.replace('{{id}}', String(id)));
    ok(ctx, revoked);
  });

  mount(embedRoutes.overview, async (ctx) => {
    const { token } = validate(embedTokenParamsSchema, ctx.params);
    const query = validate(openDaypartsQuerySchema, ctx.query);
    const scope = await embedTokenScope(deps.db, token);
    if (!scope) throw notFound(NO_OVERVIEW);
    const start = query.start ?? dateInAmsterdam(deps.clock.now());
    ok(ctx, await deps.db.withPool(scope.poolId, (tx) => openDaypartsOverview(tx, scope, start, query.number_of_weeks)));
  });
}
