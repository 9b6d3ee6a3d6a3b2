import type { Context, Next } from 'koa';
import { hasAnyRight, Messages, type TokenPayload } from '@app/contracts';
import type { Clock } from '../clock';
import { forbidden, unauthorized } from '../errors';
import type { TokenService } from './tokens';

export interface AuthState {
  auth: TokenPayload;
}

/** Reads the bearer token; a missing, forged or expired token is 401. */
export function requireAuth(tokens: TokenService, clock: Clock) {
  return async (ctx: Context, next: Next) => {
    const header = ctx.get('authorization');
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized(Messages.tokenExpired);
    try {
      ctx.state.auth = await tokens.verify(match[1], clock.now());
    } catch {
      throw unauthorized(Messages.tokenExpired);
    }
    await next();
  };
}

/** A logged-in profile holding at least one of the rights; otherwise 403 'Not enough permissions'. */
export function requireRight(...anyOf: string[]) {
  return async (ctx: Context, next: Next) => {
    const auth = ctx.state.auth as TokenPayload | undefined;
    if (!auth) throw unauthorized(Messages.tokenExpired);
    if (!auth.finished || !hasAnyRight(auth, anyOf)) throw forbidden(Messages.notEnoughPermissions);
    await next();
  };
}

export const authOf = (ctx: Context): TokenPayload => {
  const auth = ctx.state.auth as TokenPayload | undefined;
  if (!auth) throw unauthorized(Messages.tokenExpired);
  return auth;
};
