import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import { API_ROOT } from '@app/contracts';
import type { ServiceDeps } from '../service';
import { errorEnvelope, ok } from './envelope';
import { accessLog } from './access-log';
import { clientAddress } from './client-address';
import { localeMiddleware } from './locale';
import { matchedRoute, observeRequests } from './metrics';
import { requestId } from './request-id';

/** The largest JSON body a service accepts; larger bodies get 413. */
export const JSON_LIMIT = '1mb';

/**
 * The shape every service shares: request id and metrics, error envelope, locale, JSON body parsing
 * with a size limit and a health endpoint, then the service's own routes under /api.
 */
export function createServiceApp(name: string, deps: ServiceDeps, mount: (router: Router) => void): Koa {
  const app = new Koa({ proxy: true });
  const trustedProxies = deps.config?.TRUSTED_PROXIES ?? '';
  app.use(requestId(trustedProxies));
  app.use(clientAddress(trustedProxies));
  app.use(observeRequests(name, matchedRoute));
  app.use(accessLog(deps.log, 'debug'));
  app.use(errorEnvelope(deps.log));
  app.use(localeMiddleware);
  // DELETE too: the spec's marked-day calls send the dayparts to clear in a DELETE body
  app.use(
    bodyParser({ enableTypes: ['json'], jsonLimit: JSON_LIMIT, encoding: 'utf-8', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] }),
  );
  const router = new Router({ prefix: API_ROOT });
  router.get(`/${name}/health`, (ctx) => ok(ctx, { status: 'ok', service: name }));
  mount(router);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
