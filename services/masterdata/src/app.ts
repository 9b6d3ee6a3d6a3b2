import type { ServiceDeps } from '@app/service-kit';
import { createServiceApp } from '@app/service-kit';
import { mountPersonRoutes } from './routes/persons';

/** The masterdata service: persons, branches and the rest of the organisation's data. */
export function createApp(deps: ServiceDeps) {
  return createServiceApp('masterdata', deps, (router) => {
    mountPersonRoutes(router, deps);
  });
}
