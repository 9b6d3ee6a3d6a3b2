import type Koa from 'koa';
import { createServiceApp, serviceApi, type ServiceDeps } from '@app/service-kit';
import { resolveVapidKeys } from './push/vapid-keys';
import { appDeviceRoutes, mountAppDeviceRoutes } from './routes/app-device';
import { mountOutboxRoutes, outboxRoutes } from './routes/outbox';

/** The notify routes, each declared once beside its handler (docs/architecture.md 'The API contract'). */
export const notifyApi = serviceApi('notify', [...Object.values(outboxRoutes), ...Object.values(appDeviceRoutes)]);

export function createApp(deps: ServiceDeps): Koa {
  const keys = resolveVapidKeys(deps.config);
  return createServiceApp(notifyApi, deps, (mount) => {
    mountOutboxRoutes(mount, deps);
    mountAppDeviceRoutes(mount, deps, keys);
  });
}
