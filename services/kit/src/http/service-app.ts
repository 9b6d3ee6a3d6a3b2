import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import { API_ROOT } from '@app/contracts';
import type { ServiceDeps } from '../service';
import { errorEnvelope, ok } from './envelope';
import { localeMiddleware } from './locale';

/** The largest JSON body a service accepts; larger bodies get 413. */
export const JSON_LIMIT = '1mb';

/**
 * The shape every service shares: error envelope, locale, JSON body parsing with a size limit and
 * a health endpoint, then the service's own routes under /api.
 */
export function createServiceApp(name: string, deps: ServiceDeps, mount: (router: Router) => void): Koa {
  const app = new Koa({ proxy: true });
  app.use(errorEnvelope(deps.log));
  app.use(localeMiddleware);
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_LIMIT, encoding: 'utf-8' }));
  const router = new Router({ prefix: API_ROOT });
  router.get(`/${name}/health`, (ctx) => ok(ctx, { status: 'ok', service: name }));
  mount(router);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
