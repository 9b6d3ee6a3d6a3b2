import type { Context, Next } from 'koa';
import { z } from 'zod';
import {
  PublicRoutes,
  SSO_STATE_TTL_SECONDS,
  SsoPath,
  ssoLoginCheckSchema,
  ssoProvidersQuerySchema,
  ssoStartQuerySchema,
  ssoTicketSchema,
} from '@app/contracts';
import { ok, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { toPoolChoice, toProfileChoice } from '../flows/login';
import { createSsoFlows } from '../flows/sso';
import { applyConfiguredProviders, parseConfiguredProviders } from '../flows/sso-configured-providers';
import { createOidcClient } from '../flows/sso-oidc-client';
import { SECOND_FACTOR_PENDING } from './auth';
import { answerTokens } from './token-cookie';

/** Binds a started sign-in to the browser that started it (login CSRF). */
const STATE_COOKIE = 'invalpool_sso_state';
export const codeParams = z.object({ code: z.string().trim().min(1).max(40) });

export const ssoRoutes = {
  providers: { ...PublicRoutes.ssoProviders, summary: 'The single sign-on providers of a pool', query: ssoProvidersQuerySchema },
  start: {
    ...PublicRoutes.ssoStart,
    summary: 'Sends the browser to the provider',
    params: codeParams,
    query: ssoStartQuerySchema,
    answers: 'redirect',
  },
  callback: {
    ...PublicRoutes.ssoCallback,
    summary: "The provider's answer; sends the browser back to the login page",
    answers: 'redirect',
  },
  profiles: { ...PublicRoutes.ssoProfiles, summary: 'The profiles of a single sign-on ticket', body: ssoTicketSchema },
  loginCheck: { ...PublicRoutes.ssoLoginCheck, summary: 'Logs in with a single sign-on ticket and a profile', body: ssoLoginCheckSchema },
} satisfies Record<string, ApiRoute>;

/** Single sign-on (ADR 0008). */
export function mountSsoRoutes(mount: RouteMounter, deps: ServiceDeps) {
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

  mount(ssoRoutes.providers, ensureConfigured, async (ctx) => {
    const query = validate(ssoProvidersQuerySchema, ctx.query);
    ok(ctx, await flows.providers(query, ctx.state.locale));
  });

  mount(ssoRoutes.start, ensureConfigured, async (ctx) => {
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

  mount(ssoRoutes.callback, async (ctx) => {
    const location = await flows.callback(new URLSearchParams(ctx.querystring), ctx.cookies.get(STATE_COOKIE));
    ctx.cookies.set(STATE_COOKIE, null, { path: cookiePath });
    ctx.redirect(location);
  });

  mount(ssoRoutes.profiles, async (ctx) => {
    const { ticket } = validate(ssoTicketSchema, ctx.request.body);
    const { pool, profiles } = await flows.profiles(ticket);
    ok(ctx, { pool: toPoolChoice(pool), profiles: profiles.map(toProfileChoice) });
  });

  mount(ssoRoutes.loginCheck, async (ctx) => {
    const answer = await flows.loginCheck(validate(ssoLoginCheckSchema, ctx.request.body));
    // the same answer as login_check: tokens, or the pending second factor
    if ('refresh_token' in answer) answerTokens(ctx, answer);
    else ok(ctx, answer, SECOND_FACTOR_PENDING);
  });
}
