import type Router from '@koa/router';
import type { ServiceDeps } from '@app/service-kit';

/** The reports menu and every report's data route (spec 001 section 2 'Reports'). */
export function mountReportRoutes(_router: Router, _deps: ServiceDeps): void {}
