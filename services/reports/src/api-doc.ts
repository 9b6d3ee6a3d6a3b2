import { serviceApi } from '@app/service-kit';
import { exportsApi } from './exports/routes';
import { reportRoutes } from './reports/routes';

/** The reports routes, each declared once beside its handler (docs/architecture.md 'The API contract'). */
export const reportsApi = serviceApi('reports', [...Object.values(reportRoutes), ...exportsApi]);
