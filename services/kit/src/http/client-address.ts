import type { Context, Next } from 'koa';
import proxyaddr from 'proxy-addr';

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded'];

/** TRUSTED_PROXIES as proxy-addr reads it: addresses, CIDR ranges or 'loopback', comma-separated. */
export const trustedProxyList = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The client's address and protocol, trusting forwarded headers only from the configured proxies
 * (TRUSTED_PROXIES, default none): from anyone else they are dropped, so a client cannot pick its
 * own address and get around the rate limits. Behind trusted proxies the address is the nearest one
 * that is not a trusted proxy (proxy-addr walks X-Forwarded-For from the right). Koa runs with
 * `proxy: true`, so `ctx.protocol` and `ctx.secure` read X-Forwarded-Proto, which only a trusted
 * proxy can still send.
 */
export function clientAddress(trustedProxies: string) {
  const trust = proxyaddr.compile(trustedProxyList(trustedProxies));
  return async (ctx: Context, next: Next) => {
    const peer = ctx.req.socket.remoteAddress ?? '';
    if (!trust(peer, 0)) for (const header of FORWARDED) delete ctx.req.headers[header];
    ctx.request.ip = proxyaddr(ctx.req, trust);
    await next();
  };
}
