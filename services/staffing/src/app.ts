import { OFFER_KINDS } from '@app/contracts';
import { createServiceApp, serviceApi, type ServiceDeps } from '@app/service-kit';
import { createPayrollClient, type PayrollClient } from './adapters/payroll-client';
import { availabilityRoutes, mountAvailabilityRoutes } from './routes/availability';
import { mountPersonLogRoutes, personLogRoutes } from './routes/person-logs';
import { embedRoutes, mountEmbedRoutes } from './routes/embed';
import { dashboardRoutes, mountDashboardRoutes } from './routes/dashboard';
import { generalCalendarRoutes, mountGeneralCalendarRoutes } from './routes/general-calendar';
import { matchingRoutes, mountMatchingRoutes } from './routes/matching';
import { mountOfferDeviceRoutes, offerDeviceRoutes } from './routes/offer-devices';
import { mountOfferTokenRoutes } from './routes/offer-tokens';
import { inboxRoutes, offerRoutes } from './routes/offers-api';
import { mountInboxRoutes } from './routes/offers-inbox';
import { mountOfferRoutes } from './routes/offers';
import { mountOpenWorkRoutes, openWorkRoutes } from './routes/open-work';
import { mountPlanningProposalRoutes, planningProposalRoutes } from './routes/planning-proposal';
import { daypartRoutes, mountDaypartRoutes } from './routes/request-dayparts';
import { mountRequestFieldRoutes, requestFieldRoutes } from './routes/request-fields';
import { groupRoutes, mountGroupRoutes } from './routes/request-groups';
import { lockRoutes, mountLockRoutes } from './routes/request-locks';
import { mountRequestMessageRoutes, requestMessageRoutes } from './routes/request-messages';
import { mountRequestTabRoutes, requestTabRoutes } from './routes/request-tabs';
import { mountRequestRoutes, requestRoutes } from './routes/requests';
import { mountWorkStateRoutes, workStateRoutes } from './routes/work-state';

/**
 * The staffing routes, each declared once beside its handler (docs/architecture.md 'The API
 * contract'). A request's `:id` is its number in the pool (docs/adr/0030); the bodies and answers
 * are the staffing contract in `@app/contracts` (shared/contracts/src/staffing).
 */
export const staffingApi = serviceApi(
  'staffing',
  [
    personLogRoutes,
    requestFieldRoutes,
    requestRoutes,
    daypartRoutes,
    requestTabRoutes,
    requestMessageRoutes,
    lockRoutes,
    groupRoutes,
    availabilityRoutes,
    generalCalendarRoutes,
    dashboardRoutes,
    ...OFFER_KINDS.map(offerRoutes),
    inboxRoutes,
    ...OFFER_KINDS.map(offerDeviceRoutes),
    embedRoutes,
    workStateRoutes,
    planningProposalRoutes,
    openWorkRoutes,
    matchingRoutes,
  ].flatMap((routes) => Object.values(routes)),
);

/**
 * The staffing service: requests, their dayparts and groups; matching, invitations,
 * reservations, planning and work state come with their issues. `payroll` defaults to the HTTP
 * client of the configured payroll system.
 */
export function createApp(deps: ServiceDeps, payroll: PayrollClient = createPayrollClient(deps.config)) {
  return createServiceApp(staffingApi, deps, (mount) => {
    // the fixed paths before `request/:id`, which would claim them
    mountDashboardRoutes(mount, deps);
    mountRequestRoutes(mount, deps, payroll);
    mountDaypartRoutes(mount, deps, payroll);
    mountRequestTabRoutes(mount, deps, payroll);
    mountRequestMessageRoutes(mount, deps);
    mountRequestFieldRoutes(mount, deps);
    mountLockRoutes(mount, deps);
    mountGroupRoutes(mount, deps);
    mountAvailabilityRoutes(mount, deps);
    mountPersonLogRoutes(mount, deps);
    mountGeneralCalendarRoutes(mount, deps);
    mountMatchingRoutes(mount, deps);
    mountPlanningProposalRoutes(mount, deps);
    mountOpenWorkRoutes(mount, deps);
    mountOfferRoutes(mount, deps);
    mountOfferTokenRoutes(mount, deps);
    mountOfferDeviceRoutes(mount, deps);
    mountInboxRoutes(mount, deps);
    mountEmbedRoutes(mount, deps);
    mountWorkStateRoutes(mount, deps, payroll);
  });
}
