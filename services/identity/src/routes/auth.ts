import { z } from 'zod';
import { credentialsSchema, loginCheckSchema, Messages, MessageTitles, PublicRoutes, refreshSchema, type Meta } from '@app/contracts';
import { authOf, idParamsSchema, ok, unauthorized, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import type { AuthThrottle } from '../flows/auth-throttle';
import {
  accountPools,
  accountProfiles,
  authenticate,
  issueTokens,
  loadSessionFacts,
  needsSecondFactor,
  requireAccountPool,
  signedInAccount,
  toPoolChoice,
  toProfileChoice,
} from '../flows/login';
import { logout, refreshSession } from '../flows/refresh';
import { startSecondFactor } from '../flows/two-factor';
import { answerTokens, clearRefreshCookie, refreshTokenOf } from './token-cookie';

export const logoutSchema = z.object({ refresh_token: z.string().max(200).optional() });

/** meta of a sign-in answer that waits for the second factor (login_check and SSO login_check) */
export const SECOND_FACTOR_PENDING: Meta = {
  messages: [{ type: 'info', title: MessageTitles.twoFactor, message: Messages.secondFactorRequired }],
};

export const authRoutes = {
  pools: { ...PublicRoutes.authPool, summary: 'The pools the credentials may log in to', body: credentialsSchema },
  profiles: {
    ...PublicRoutes.authPoolProfile,
    summary: 'The profiles of the credentials in one pool',
    params: idParamsSchema,
    body: credentialsSchema,
  },
  ownPools: { method: 'get', path: '/auth/pools', summary: 'The pools of the signed-in account', access: 'token' },
  ownProfiles: {
    method: 'get',
    path: '/auth/pool/:id/profiles',
    summary: 'The profiles of the signed-in account in one pool',
    access: 'token',
    params: idParamsSchema,
  },
  loginCheck: {
    ...PublicRoutes.loginCheck,
    summary: 'Logs in with a pool and profile: access and refresh token, or a second-factor step',
    body: loginCheckSchema,
  },
  refresh: {
    ...PublicRoutes.tokenRefresh,
    summary: 'New tokens for a refresh token, optionally for another pool or profile',
    body: refreshSchema,
  },
  logout: { ...PublicRoutes.logout, summary: 'Revokes the refresh token', body: logoutSchema },
} satisfies Record<string, ApiRoute>;

/** Login: credentials -> pools -> profiles -> token; refresh and logout (spec 000 section 2, 7). */
export function mountAuthRoutes(mount: RouteMounter, deps: ServiceDeps, throttle: AuthThrottle) {
  mount(authRoutes.pools, async (ctx) => {
    const creds = validate(authRoutes.pools.body, ctx.request.body);
    const account = await authenticate(deps, throttle, creds, ctx.ip);
    const pools = await accountPools(deps, account);
    ok(ctx, pools.map(toPoolChoice));
  });

  mount(authRoutes.profiles, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const creds = validate(credentialsSchema, ctx.request.body);
    const account = await authenticate(deps, throttle, creds, ctx.ip);
    const pool = await requireAccountPool(deps, account, id);
    const profiles = await accountProfiles(deps, account, pool.id);
    ok(ctx, { pool: toPoolChoice(pool), profiles: profiles.map(toProfileChoice) });
  });

  // the same choices for a signed-in user (switching pool page): the token names the account
  mount(authRoutes.ownPools, async (ctx) => {
    const account = await signedInAccount(deps, authOf(ctx));
    const pools = await accountPools(deps, account);
    ok(ctx, pools.map(toPoolChoice));
  });

  mount(authRoutes.ownProfiles, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const account = await signedInAccount(deps, authOf(ctx));
    const pool = await requireAccountPool(deps, account, id);
    const profiles = await accountProfiles(deps, account, pool.id);
    ok(ctx, profiles.map(toProfileChoice));
  });

  mount(authRoutes.loginCheck, async (ctx) => {
    const input = validate(loginCheckSchema, ctx.request.body);
    const account = await authenticate(deps, throttle, input, ctx.ip);
    const facts = await loadSessionFacts(deps, account, input.pool, input.profile);
    if (needsSecondFactor(account)) {
      const pending = await startSecondFactor(deps, account, facts.pool.id, facts.profile.id);
      ok(ctx, pending, SECOND_FACTOR_PENDING);
      return;
    }
    const issued = await issueTokens(deps, account.id, facts);
    if (!issued) throw unauthorized(Messages.invalidCredentials);
    answerTokens(ctx, issued);
  });

  mount(authRoutes.refresh, async (ctx) => {
    const input = validate(refreshSchema, ctx.request.body);
    const refreshToken = refreshTokenOf(ctx, input.refresh_token);
    if (!refreshToken) throw unauthorized(Messages.tokenExpired);
    answerTokens(ctx, await refreshSession(deps, { ...input, refresh_token: refreshToken }));
  });

  // ends the login the access token belongs to (its `sid`); a stale or missing token still clears the cookie
  mount(authRoutes.logout, async (ctx) => {
    const input = validate(logoutSchema, ctx.request.body);
    const bearer = /^Bearer\s+(.+)$/i.exec(ctx.get('authorization'))?.[1];
    const auth = bearer ? await deps.tokens.verify(bearer, deps.clock.now()).catch(() => null) : null;
    await logout(deps, { familyId: auth?.sid, refreshToken: input.refresh_token });
    clearRefreshCookie(ctx);
    ok(ctx, null);
  });
}
