import type Koa from 'koa';
import { createServiceApp, type ServiceDeps } from '@app/service-kit';
import { resolveVapidKeys } from './push/vapid-keys';
import { mountAppDeviceRoutes } from './routes/app-device';
import { mountOutboxRoutes } from './routes/outbox';

export function createApp(deps: ServiceDeps): Koa {
  const keys = resolveVapidKeys(deps.config);
  return createServiceApp('notify', deps, (router) => {
    mountOutboxRoutes(router, deps);
    mountAppDeviceRoutes(router, deps, keys);
  });
}
