import type { Context } from 'koa';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, REFRESH_TTL_SECONDS, type Meta, type TokenResponse } from '@app/contracts';
import { ok } from '@app/service-kit';
import type { IssuedTokens } from '../flows/login';

/**
 * The refresh token travels only as an HttpOnly, SameSite=Strict cookie scoped to the refresh path
 * (Secure when the request came over HTTPS): no script on the page can read it, and no other call
 * carries it. The body answers the access token, which the page keeps in memory only.
 */
export function answerTokens(ctx: Context, issued: IssuedTokens, meta: Meta = {}, status = 200): void {
  ctx.cookies.set(REFRESH_COOKIE, issued.refresh_token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TTL_SECONDS * 1000,
    overwrite: true,
  });
  const body: TokenResponse = { token: issued.token, '2fa_complete': true };
  ok(ctx, body, meta, status);
}

/** The refresh token of a refresh call: the cookie, or the body of an API client without cookies. */
export const refreshTokenOf = (ctx: Context, fromBody: string | undefined): string | undefined =>
  fromBody ?? ctx.cookies.get(REFRESH_COOKIE);

export function clearRefreshCookie(ctx: Context): void {
  ctx.cookies.set(REFRESH_COOKIE, null, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: REFRESH_COOKIE_PATH,
    overwrite: true,
  });
}
