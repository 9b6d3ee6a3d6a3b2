import { createServiceApp, type ServiceDeps } from '@app/service-kit';
import { staffingApi } from './api-doc';
import { createPayrollClient, type PayrollClient } from './adapters/payroll-client';
import { mountAvailabilityRoutes } from './routes/availability';
import { mountPersonLogRoutes } from './routes/person-logs';
import { mountEmbedRoutes } from './routes/embed';
import { mountDashboardRoutes } from './routes/dashboard';
import { mountGeneralCalendarRoutes } from './routes/general-calendar';
import { mountMatchingRoutes } from './routes/matching';
import { mountOfferDeviceRoutes } from './routes/offer-devices';
import { mountOfferTokenRoutes } from './routes/offer-tokens';
import { mountInboxRoutes } from './routes/offers-inbox';
import { mountOfferRoutes } from './routes/offers';
import { mountOpenWorkRoutes } from './routes/open-work';
import { mountPlanningProposalRoutes } from './routes/planning-proposal';
import { mountDaypartRoutes } from './routes/request-dayparts';
import { mountRequestFieldRoutes } from './routes/request-fields';
import { mountGroupRoutes } from './routes/request-groups';
import { mountLockRoutes } from './routes/request-locks';
import { mountRequestTabRoutes } from './routes/request-tabs';
import { mountRequestRoutes } from './routes/requests';
import { mountWorkStateRoutes } from './routes/work-state';

/**
 * The staffing service: requests, their dayparts and groups; matching, invitations,
 * reservations, planning and work state come with their issues. `payroll` defaults to the HTTP
 * client of the configured payroll system.
 */
export function createApp(deps: ServiceDeps, payroll: PayrollClient = createPayrollClient(deps.config)) {
  return createServiceApp(
    staffingApi,
    deps,
    (_mount, router) => {
      // the fixed paths before `request/:id`, which would claim them
      mountDashboardRoutes(router, deps);
      mountRequestRoutes(router, deps, payroll);
      mountDaypartRoutes(router, deps, payroll);
      mountRequestTabRoutes(router, deps, payroll);
      mountRequestFieldRoutes(router, deps);
      mountLockRoutes(router, deps);
      mountGroupRoutes(router, deps);
      mountAvailabilityRoutes(router, deps);
      mountPersonLogRoutes(router, deps);
      mountGeneralCalendarRoutes(router, deps);
      mountMatchingRoutes(router, deps);
      mountPlanningProposalRoutes(router, deps);
      mountOpenWorkRoutes(router, deps);
      mountOfferRoutes(router, deps);
      mountOfferTokenRoutes(router, deps);
      mountOfferDeviceRoutes(router, deps);
      mountInboxRoutes(router, deps);
      mountEmbedRoutes(router, deps);
      mountWorkStateRoutes(router, deps, payroll);
    },
    // these routes are still registered by hand, beside their declarations in api-doc.ts
    { handMounted: true },
  );
}
