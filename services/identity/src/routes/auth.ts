import type Router from '@koa/router';
import { z } from 'zod';
import { credentialsSchema, loginCheckSchema, Messages, MessageTitles, refreshSchema, type Meta, type ProfileChoice } from '@app/contracts';
import { authOf, idParamsSchema, ok, requireAuth, validate, type ServiceDeps } from '@app/service-kit';
import type { LoginAttempts } from '../domain/login-attempts';
import { accountPools, accountProfiles, authenticate, issueTokens, loadSessionFacts, needsSecondFactor, requireAccountPool, signedInAccount, toPoolChoice } from '../flows/login';
import { logout, refreshSession } from '../flows/refresh';
import { startSecondFactor } from '../flows/two-factor';
import type { ProfileDetail } from '../store/profiles';

const logoutSchema = z.object({ refresh_token: z.string().max(200).optional() });

/** meta of a sign-in answer that waits for the second factor (login_check and SSO login_check) */
export const SECOND_FACTOR_PENDING: Meta = { messages: [{ type: 'info', title: MessageTitles.twoFactor, message: Messages.secondFactorRequired }] };

export const toProfileChoice = ({ id, person, branch, roles }: ProfileDetail): ProfileChoice => ({ id, person, branch, roles });

/** Login: credentials -> pools -> profiles -> token; refresh and logout (spec 000 section 2, 7). */
export function mountAuthRoutes(router: Router, deps: ServiceDeps, attempts: LoginAttempts) {
  router.post('/auth/pool', async (ctx) => {
    const creds = validate(credentialsSchema, ctx.request.body);
    const account = await authenticate(deps, attempts, creds, ctx.ip);
    const pools = await accountPools(deps, account);
    ok(ctx, pools.map(toPoolChoice));
  });

  router.post('/auth/pool/:id/profile', async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const creds = validate(credentialsSchema, ctx.request.body);
    const account = await authenticate(deps, attempts, creds, ctx.ip);
    const pool = await requireAccountPool(deps, account, id);
    const profiles = await accountProfiles(deps, account, pool.id);
    ok(ctx, { pool: toPoolChoice(pool), profiles: profiles.map(toProfileChoice) });
  });

  // the same choices for a signed-in user (switching pool page): the token names the account
  const auth = requireAuth(deps.tokens, deps.clock);

  router.get('/auth/pools', auth, async (ctx) => {
    const account = await signedInAccount(deps, authOf(ctx));
    const pools = await accountPools(deps, account);
    ok(ctx, pools.map(toPoolChoice));
  });

  router.get('/auth/pool/:id/profiles', auth, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const account = await signedInAccount(deps, authOf(ctx));
    const pool = await requireAccountPool(deps, account, id);
    const profiles = await accountProfiles(deps, account, pool.id);
    ok(ctx, profiles.map(toProfileChoice));
  });

  router.post('/login_check', async (ctx) => {
    const input = validate(loginCheckSchema, ctx.request.body);
    const account = await authenticate(deps, attempts, input, ctx.ip);
    const facts = await loadSessionFacts(deps, account, input.pool, input.profile);
    if (needsSecondFactor(account)) {
      const pending = await startSecondFactor(deps, account, facts.pool.id, facts.profile.id);
      ok(ctx, pending, SECOND_FACTOR_PENDING);
      return;
    }
    ok(ctx, await issueTokens(deps, account.id, facts));
  });

  router.post('/token/refresh', async (ctx) => {
    const input = validate(refreshSchema, ctx.request.body);
    ok(ctx, await refreshSession(deps, input));
  });

  router.post('/logout', async (ctx) => {
    const input = validate(logoutSchema, ctx.request.body);
    await logout(deps, input.refresh_token);
    ok(ctx, null);
  });
}
