import { createServiceApp, type ServiceModule } from '@app/service-kit';

/**
 * The staffing service: requests, dayparts, matching, invitations, reservations, planning, work state. The foundation mounts its health endpoint; its domain arrives with the
 * issues that build it (see docs/architecture.md).
 */
export const staffingService: ServiceModule = {
  name: 'staffing',
  createApp: (deps) => createServiceApp('staffing', deps, () => undefined),
};
