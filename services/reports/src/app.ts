import { createServiceApp, serviceApi, type ServiceDeps } from '@app/service-kit';
import { exportsApi, mountExportRoutes } from './exports/routes/exports';
import { mountReportRoutes, reportRoutes } from './reports/routes/reports';

/** The reports routes, each declared once beside its handler (docs/architecture.md 'The API contract'). */
export const reportsApi = serviceApi('reports', [...Object.values(reportRoutes), ...exportsApi]);

/** The reports service's routes: the reports (read through the services' published views) and their exports. */
export function createApp(deps: ServiceDeps) {
  return createServiceApp(reportsApi, deps, (mount) => {
    mountExportRoutes(mount, deps);
    mountReportRoutes(mount, deps);
  });
}
