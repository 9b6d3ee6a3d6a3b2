import {
  AccountMessages,
  changeOwnPasswordSchema,
  forgotPasswordSchema,
  MessageTitles,
  PublicRoutes,
  resetPasswordSchema,
  toggleTwoFactorSchema,
  twoFactorCheckSchema,
} from '@app/contracts';
import type { Context } from 'koa';
import { authOf, HttpError, ok, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { THROTTLE } from '../domain/auth-throttle';
import type { AuthThrottle } from '../flows/auth-throttle';
import { changeOwnPassword, toggleOwnTwoFactor } from '../flows/own-account';
import { requestPasswordReset, resetPassword } from '../flows/password-reset';
import { completeSecondFactor } from '../flows/two-factor';
import { answerTokens } from './token-cookie';

const success = (message: string) => ({ messages: [{ type: 'success' as const, title: MessageTitles.success, message }] });

export const accountRoutes = {
  twoFactorCheck: {
    ...PublicRoutes.twoFactorCheck,
    summary: 'Completes a login with the mailed six-digit code',
    body: twoFactorCheckSchema,
  },
  forgot: { ...PublicRoutes.accountForgot, summary: 'Mails a password reset link to a known account', body: forgotPasswordSchema },
  reset: { ...PublicRoutes.accountReset, summary: 'Sets a new password with a reset link', body: resetPasswordSchema },
  changePassword: {
    method: 'patch',
    path: '/account/password-reset',
    summary: 'Changes the own password and ends every other login',
    access: 'token',
    body: changeOwnPasswordSchema,
  },
  toggleTwoFactor: {
    method: 'post',
    path: '/account/toggle2fa',
    summary: 'Turns the own second factor on, or off with the password',
    access: 'token',
    body: toggleTwoFactorSchema,
  },
} satisfies Record<string, ApiRoute>;

/** Two-factor check, forgot and reset, and the signed-in user's own password and two-factor. */
export function mountAccountRoutes(mount: RouteMounter, deps: ServiceDeps, throttle: AuthThrottle) {
  mount(accountRoutes.twoFactorCheck, async (ctx) => {
    const input = validate(twoFactorCheckSchema, ctx.request.body);
    answerTokens(ctx, await completeSecondFactor(deps, throttle, input, ctx.ip));
  });

  mount(accountRoutes.forgot, async (ctx) => {
    const input = validate(forgotPasswordSchema, ctx.request.body);
    const login = (input.email || input.username) ?? '';
    const keys = [
      { key: `forgot-ip:${ctx.ip}`, rule: THROTTLE.mailRequest },
      { key: `forgot-name:${login.toLowerCase()}`, rule: THROTTLE.mailRequest },
    ];
    await throttle.guard(keys);
    // every request counts: a flood of reset mails is as bad as guessing
    await throttle.fail(keys);
    await requestPasswordReset(deps, login);
    ok(ctx, null, success(AccountMessages.instructionsSent));
  });

  mount(accountRoutes.reset, async (ctx) => {
    const input = validate(resetPasswordSchema, ctx.request.body);
    const address = { key: `reset-ip:${ctx.ip}`, rule: THROTTLE.mailRequest };
    await throttle.guard([address]);
    await resetPassword(deps, input.token, input.password).catch(async (err: unknown) => {
      // a wrong token counts like a wrong password: tokens are not to be guessed
      await throttle.fail([address]);
      throw err;
    });
    ok(ctx, null, success(AccountMessages.passwordChanged));
  });

  // a signed-in session that asks the password is throttled like a login: a stolen session must not guess it
  const passwordAsked = async <T>(ctx: Context, check: () => Promise<T>): Promise<T> => {
    const account = { key: `name:${authOf(ctx).username.toLowerCase()}`, rule: THROTTLE.account };
    await throttle.guard([account]);
    try {
      return await check();
    } catch (err) {
      if (err instanceof HttpError && err.status === 422 && err.message === AccountMessages.currentPasswordIncorrect)
        await throttle.fail([account]);
      throw err;
    }
  };

  mount(accountRoutes.changePassword, async (ctx) => {
    const input = validate(changeOwnPasswordSchema, ctx.request.body);
    await passwordAsked(ctx, () => changeOwnPassword(deps, authOf(ctx), input));
    ok(ctx, null, success(AccountMessages.passwordChanged));
  });

  mount(accountRoutes.toggleTwoFactor, async (ctx) => {
    const input = validate(toggleTwoFactorSchema, ctx.request.body);
    ok(ctx, { two_factor: await passwordAsked(ctx, () => toggleOwnTwoFactor(deps, authOf(ctx), input)) });
  });
}
