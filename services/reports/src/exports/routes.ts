import type Router from '@koa/router';
import type { ServiceDeps } from '@app/service-kit';

/** Server-side exports (XLSX, PDF, XML) as jobs with progress, and the pool tool XML export. */
export function mountExportRoutes(_router: Router, _deps: ServiceDeps): void {}
