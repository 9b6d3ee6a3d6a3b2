import { embedTokenCreateSchema, embedTokenParamsSchema, EmbedTokenRights, openDaypartsQuerySchema } from '@app/contracts';
import { idParamsSchema, ok, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { issuePoolEmbedToken } from '../flows/issue-embed-token';
import { listPoolEmbedTokens } from '../flows/list-embed-tokens';
import { openDaypartsOf } from '../flows/open-dayparts-overview';
import { revokePoolEmbedToken } from '../flows/revoke-embed-token';
import { callerOf } from './caller';

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
    ok(ctx, await listPoolEmbedTokens(deps, callerOf(ctx, deps)));
  });

  mount(embedRoutes.issue, async (ctx) => {
    const input = validate(embedTokenCreateSchema, ctx.request.body ?? {});
    ok(ctx, await issuePoolEmbedToken(deps, callerOf(ctx, deps), input), {}, 201);
  });

  mount(embedRoutes.revoke, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    ok(ctx, await revokePoolEmbedToken(deps, callerOf(ctx, deps), id));
  });

  mount(embedRoutes.overview, async (ctx) => {
    const { token } = validate(embedTokenParamsSchema, ctx.params);
    const query = validate(openDaypartsQuerySchema, ctx.query);
    ok(ctx, await openDaypartsOf(deps, token, query.start, query.number_of_weeks));
  });
}
