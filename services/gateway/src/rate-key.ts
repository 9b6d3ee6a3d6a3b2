import type { Context, Next } from 'koa';
import type { TokenPayload } from '@app/contracts';
import type { Clock, TokenService } from '@app/service-kit';

/** The bearer token's payload once its signature is checked (null: none or invalid), read once per call. */
export async function bearerOf(ctx: Context, deps: { tokens: TokenService; clock: Clock }): Promise<TokenPayload | null> {
  if (ctx.state.bearer !== undefined) return ctx.state.bearer as TokenPayload | null;
  const match = /^Bearer\s+(.+)$/i.exec(ctx.get('authorization'));
  const auth = match?.[1] ? await deps.tokens.verify(match[1], deps.clock.now()).catch(() => null) : null;
  ctx.state.bearer = auth;
  return auth;
}

/**
 * Whom a call counts against in the rate limit (ADR 0112): a signed-in call its account, so the
 * planners of a school behind one NAT address each have their own allowance; any other call its
 * client address (TRUSTED_PROXIES decides which address that is). A token's signature is enough
 * here: a forged one does not verify, and a stale one still names an account that is counted.
 */
export function rateLimitKey(deps: { tokens: TokenService; clock: Clock }) {
  return async (ctx: Context, next: Next) => {
    const auth = await bearerOf(ctx, deps);
    ctx.state.rateKey = auth ? `account:${auth.username.toLowerCase()}` : `address:${ctx.ip}`;
    await next();
  };
}
