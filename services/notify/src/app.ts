import type Koa from 'koa';
import { createServiceApp, type ServiceDeps } from '@app/service-kit';
import { mountOutboxRoutes } from './routes/outbox';

export function createApp(deps: ServiceDeps): Koa {
  return createServiceApp('notify', deps, (router) => mountOutboxRoutes(router, deps));
}
