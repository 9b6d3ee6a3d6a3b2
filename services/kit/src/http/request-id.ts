import crypto from 'node:crypto';
import type { Context, Next } from 'koa';
import proxyaddr from 'proxy-addr';
import { REQUEST_ID_HEADER } from '@app/contracts';
import { requestContext } from '../log';
import { trustedProxyList } from './client-address';

/** What an id from a proxy may look like: no spaces, quotes or line breaks, at most 128 characters. */
const WELL_FORMED = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Gives every request an id: the one the caller sent when the caller is a trusted proxy (the load
 * balancer in front of the gateway, the gateway in front of a service), else a new one. It goes into
 * every log line written while the request is handled (requestContext), back to the caller in the
 * `x-request-id` header, and on to the service the gateway forwards to. In one process the service
 * runs inside the gateway's request and keeps its id.
 */
export function requestId(trustedProxies: string) {
  const trust = proxyaddr.compile(trustedProxyList(trustedProxies));
  return async (ctx: Context, next: Next) => {
    const outer = requestContext.getStore();
    const sent = ctx.get(REQUEST_ID_HEADER);
    const fromProxy = sent && WELL_FORMED.test(sent) && trust(ctx.req.socket.remoteAddress ?? '', 0) ? sent : null;
    const id = outer?.requestId ?? fromProxy ?? crypto.randomUUID();
    ctx.state.requestId = id;
    ctx.req.headers[REQUEST_ID_HEADER] = id;
    ctx.set(REQUEST_ID_HEADER, id);
    if (outer) return next();
    return requestContext.run({ requestId: id }, next);
  };
}
