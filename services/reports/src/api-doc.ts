import { z } from 'zod';
import { Permission, REPORT_CATALOGUE, REPORT_KEYS, reportQuerySchema } from '@app/contracts';
import { serviceApi } from '@app/service-kit';
import { exportsApi } from './exports/routes';

/** Every right that opens one report (the route then checks the one of the asked report). */
const ANY_REPORT_RIGHT = [...new Set(REPORT_CATALOGUE.map((r) => r.permission))];

/**
 * The reports routes as the published API shows them (docs/architecture.md 'The API contract'): each
 * route this service mounts gets one entry here, with the schemas its handler validates.
 */
export const reportsApi = serviceApi('reports', [
  {
    method: 'get',
    path: '/reports/menu',
    summary: 'The reports menu: the cards of the reports the caller may open, and their count (RPT-MENU-01)',
    access: [Permission.REPORT_VIEW],
  },
  {
    method: 'get',
    path: '/reports/:key',
    summary:
      "One report's data with filter[...] and sorting[field|direction] (RPT-MENU-05); the report's own right; 400 when a required filter is empty; the log's filter[request] (a request number, log/:id) shows that request's whole log, 404 when it is not the caller's",
    access: ANY_REPORT_RIGHT,
    params: z.object({ key: z.enum(REPORT_KEYS) }),
    query: reportQuerySchema,
  },
  ...exportsApi,
]);
