import type Koa from 'koa';
import { createServiceApp, type ServiceDeps } from '@app/service-kit';
import { notifyApi } from './api-doc';
import { resolveVapidKeys } from './push/vapid-keys';
import { mountAppDeviceRoutes } from './routes/app-device';
import { mountOutboxRoutes } from './routes/outbox';

export function createApp(deps: ServiceDeps): Koa {
  const keys = resolveVapidKeys(deps.config);
  return createServiceApp(notifyApi, deps, (mount) => {
    mountOutboxRoutes(mount, deps);
    mountAppDeviceRoutes(mount, deps, keys);
  });
}
