import { serviceApi } from '@app/service-kit';

/**
 * The reports routes as the published API shows them (docs/architecture.md 'The API contract'): each
 * route this service mounts gets one entry here, with the schemas its handler validates.
 */
export const reportsApi = serviceApi('reports', []);
