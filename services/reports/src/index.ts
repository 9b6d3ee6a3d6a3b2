import { createServiceApp, type ServiceModule } from '@app/service-kit';
import { reportsApi } from './api-doc';

/**
 * The reports service: the read side: reports and exports. The foundation mounts its health endpoint; its domain arrives with the
 * issues that build it (see docs/architecture.md).
 */
export const reportsService: ServiceModule = {
  name: 'reports',
  createApp: (deps) => createServiceApp('reports', deps, () => undefined),
  api: reportsApi,
};
