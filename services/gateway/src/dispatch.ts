import type http from 'node:http';
import { createProxyServer } from 'http-proxy-3';
import type { Context } from 'koa';
import { MessageTitles, SERVICE_OF_SECTION, SERVICE_OF_SEGMENT, SERVICE_OF_SUBRESOURCE, SERVICES, type ServiceName } from '@app/contracts';

/** How the gateway reaches a service: in this process (a request listener) or over HTTP (a URL). */
export type ServiceTarget = http.RequestListener | string;

/**
 * `/api/<segment>/...` -> the owning service, unless another service owns the sub-resource
 * (`/api/person/{id}/calendar-detail`); `/api/<service>/health` reaches that service, and
 * `/api/health` goes to identity.
 */
export function serviceFor(path: string): ServiceName | null {
  const parts = path.split('/');
  const segment = parts[2] ?? '';
  if (segment === 'health') return 'identity';
  const owner = SERVICE_OF_SUBRESOURCE[segment]?.[parts[4] ?? ''] ?? SERVICE_OF_SECTION[segment]?.[parts[3] ?? ''];
  if (owner) return owner;
  if ((SERVICES as readonly string[]).includes(segment)) return segment as ServiceName;
  return SERVICE_OF_SEGMENT[segment] ?? null;
}

/** Parses SERVICE_URLS, e.g. `identity=http://127.0.0.1:7001,staffing=http://127.0.0.1:7003`. */
export function parseServiceUrls(value: string): Partial<Record<ServiceName, string>> {
  const out: Partial<Record<ServiceName, string>> = {};
  for (const pair of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name, url] = pair.split('=');
    if (name && url) out[name as ServiceName] = url;
  }
  return out;
}

export function createDispatcher(targets: Partial<Record<ServiceName, ServiceTarget>>) {
  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 30_000 });
  return async (ctx: Context, service: ServiceName): Promise<boolean> => {
    const target = targets[service];
    if (!target) return false;
    ctx.respond = false;
    await new Promise<void>((resolve) => {
      ctx.res.once('close', resolve);
      ctx.res.once('finish', resolve);
      if (typeof target === 'string') {
        proxy.web(ctx.req, ctx.res, { target }, () => {
          if (!ctx.res.headersSent) {
            ctx.res.writeHead(502, { 'content-type': 'application/json' });
            ctx.res.end(
              JSON.stringify({
                data: null,
                meta: { messages: [{ type: 'error', title: MessageTitles.error, message: 'Service unavailable' }] },
              }),
            );
          }
          resolve();
        });
      } else {
        target(ctx.req, ctx.res);
      }
    });
    return true;
  };
}
