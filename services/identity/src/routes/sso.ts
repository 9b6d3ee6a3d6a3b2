import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import {
  SSO_STATE_TTL_SECONDS,
  SsoPath,
  ssoLoginCheckSchema,
  ssoProvidersQuerySchema,
  ssoStartQuerySchema,
  ssoTicketSchema,
} from '@app/contracts';
import { ok, validate, type ServiceDeps } from '@app/service-kit';
import { toPoolChoice } from '../flows/login';
import { createSsoFlows } from '../flows/sso';
import { applyConfiguredProviders, parseConfiguredProviders } from '../flows/sso-configured-providers';
import { createOidcClient } from '../flows/sso-oidc-client';
import { SECOND_FACTOR_PENDING, toProfileChoice } from './auth';
import { answerTokens } from './token-cookie';

/** Binds a started sign-in to the browser that started it (login CSRF). */
const STATE_COOKIE = 'invalpool_sso_state';
export const codeParams = z.object({ code: z.string().trim().min(1).max(40) });

/** Single sign-on (ADR 0008). */
export function mountSsoRoutes(router: Router, deps: ServiceDeps) {
  const flows = createSsoFlows(deps, createOidcClient());
  // validated when the app is made; written once the pools exist (the first SSO call, after the seed)
  const configured = parseConfiguredProviders(deps.config.SSO_PROVIDERS);
  let applied: Promise<void> | null = null;
  const ensureConfigured = async (_ctx: Context, next: Next) => {
    applied ??= applyConfiguredProviders(deps, configured).catch((err) => deps.log.error({ err }, 'SSO_PROVIDERS could not be applied'));
    await applied;
    await next();
  };
  const cookiePath = `/api${SsoPath.callback}`;

  router.get(SsoPath.providers, ensureConfigured, async (ctx) => {
    const query = validate(ssoProvidersQuerySchema, ctx.query);
    ok(ctx, await flows.providers(query, ctx.state.locale));
  });

  router.get('/auth/sso/:code/start', ensureConfigured, async (ctx) => {
    const { code } = validate(codeParams, ctx.params);
    const { location, state } = await flows.start(code, validate(ssoStartQuerySchema, ctx.query));
    if (state) {
      ctx.cookies.set(STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'lax',
        path: cookiePath,
        maxAge: SSO_STATE_TTL_SECONDS * 1000,
        secure: ctx.secure,
      });
    }
    ctx.redirect(location);
  });

  router.get(SsoPath.callback, async (ctx) => {
    const location = await flows.callback(new URLSearchParams(ctx.querystring), ctx.cookies.get(STATE_COOKIE));
    ctx.cookies.set(STATE_COOKIE, null, { path: cookiePath });
    ctx.redirect(location);
  });

  router.post(SsoPath.profiles, async (ctx) => {
    const { ticket } = validate(ssoTicketSchema, ctx.request.body);
    const { pool, profiles } = await flows.profiles(ticket);
    ok(ctx, { pool: toPoolChoice(pool), profiles: profiles.map(toProfileChoice) });
  });

  router.post(SsoPath.loginCheck, async (ctx) => {
    const answer = await flows.loginCheck(validate(ssoLoginCheckSchema, ctx.request.body));
    // the same answer as login_check: tokens, or the pending second factor
    if ('refresh_token' in answer) answerTokens(ctx, answer);
    else ok(ctx, answer, SECOND_FACTOR_PENDING);
  });
}
