import type Router from '@koa/router';
import { AccountMessages, changeOwnPasswordSchema, forgotPasswordSchema, Messages, MessageTitles, resetPasswordSchema, twoFactorCheckSchema } from '@app/contracts';
import { authOf, HttpError, ok, requireAuth, validate, type ServiceDeps } from '@app/service-kit';
import type { LoginAttempts } from '../domain/login-attempts';
import { changeOwnPassword, toggleOwnTwoFactor } from '../flows/own-account';
import { requestPasswordReset, resetPassword } from '../flows/password-reset';
import { completeSecondFactor } from '../flows/two-factor';

const success = (message: string) => ({ messages: [{ type: 'success' as const, title: MessageTitles.success, message }] });

/** Two-factor check, forgot and reset, and the signed-in user's own password and two-factor. */
export function mountAccountRoutes(router: Router, deps: ServiceDeps, attempts: LoginAttempts) {
  const auth = requireAuth(deps.tokens, deps.clock);

  router.post('/2fa_check', async (ctx) => {
    const input = validate(twoFactorCheckSchema, ctx.request.body);
    ok(ctx, await completeSecondFactor(deps, attempts, input, ctx.ip));
  });

  router.post('/account/forgot', async (ctx) => {
    const input = validate(forgotPasswordSchema, ctx.request.body);
    const login = (input.email || input.username) ?? '';
    const keys = [`forgot-ip:${ctx.ip}`, `forgot-name:${login.toLowerCase()}`];
    const now = deps.clock.now();
    if (attempts.isBlocked(keys, now)) throw new HttpError(429, Messages.tooManyRequests);
    // every request counts: a flood of reset mails is as bad as guessing
    attempts.recordFailure(keys, now);
    await requestPasswordReset(deps, login);
    ok(ctx, null, success(AccountMessages.instructionsSent));
  });

  router.post('/account/reset', async (ctx) => {
    const input = validate(resetPasswordSchema, ctx.request.body);
    await resetPassword(deps, input.token, input.password);
    ok(ctx, null, success(AccountMessages.passwordChanged));
  });

  router.patch('/account/password-reset', auth, async (ctx) => {
    const input = validate(changeOwnPasswordSchema, ctx.request.body);
    await changeOwnPassword(deps, authOf(ctx), input);
    ok(ctx, null, success(AccountMessages.passwordChanged));
  });

  router.post('/account/toggle2fa', auth, async (ctx) => {
    ok(ctx, { two_factor: await toggleOwnTwoFactor(deps, authOf(ctx)) });
  });
}
