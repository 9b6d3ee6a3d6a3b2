import { createServiceApp, type ServiceDeps } from '@app/service-kit';
import { reportsApi } from './api-doc';
import { mountExportRoutes } from './exports/routes';
import { mountReportRoutes } from './reports/routes';

/** The reports service's routes: the reports (read through the services' published views) and their exports. */
export function createApp(deps: ServiceDeps) {
  return createServiceApp(reportsApi, deps, (mount) => {
    mountExportRoutes(mount, deps);
    mountReportRoutes(mount, deps);
  });
}
