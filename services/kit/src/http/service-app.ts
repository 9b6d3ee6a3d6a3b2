import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import { API_ROOT } from '@app/contracts';
import type { ApiRoute, DeclaredServiceApi } from '../api/api-route';
import { assertAllMounted, routeMounter, type RouteMounter } from '../api/mount-route';
import type { ServiceDeps } from '../service';
import { errorEnvelope, ok } from './envelope';
import { accessLog } from './access-log';
import { clientAddress } from './client-address';
import { inputLimits } from './input-limits';
import { localeMiddleware } from './locale';
import { matchedRoute, observeRequests } from './metrics';
import { requestId } from './request-id';

/** The largest JSON body a service accepts; larger bodies get 413 (at the gateway already, when it is announced). */
export const JSON_LIMIT_BYTES = 1024 * 1024;
export const JSON_LIMIT = '1mb';

/**
 * The shape every service shares: request id and metrics, error envelope, locale, JSON body parsing
 * with size, depth and control-character limits and a health endpoint, then the service's own
 * routes under /api, each mounted from its declaration in `api` (the service does not start when
 * the two differ).
 */
export function createServiceApp(api: DeclaredServiceApi, deps: ServiceDeps, mount: (mountRoute: RouteMounter) => void): Koa {
  const name = api.service;
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
  app.use(inputLimits);
  const router = new Router({ prefix: API_ROOT });
  const mounted: ApiRoute[] = [];
  const mountOnRouter = routeMounter(router, deps);
  const mountRoute: RouteMounter = (route, ...handlers) => {
    mounted.push(route);
    mountOnRouter(route, ...handlers);
  };
  mountRoute(api.health, (ctx) => ok(ctx, { status: 'ok', service: name }));
  mount(mountRoute);
  assertAllMounted(name, api.routes, mounted);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
