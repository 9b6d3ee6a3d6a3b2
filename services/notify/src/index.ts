import { createServiceApp, type ServiceModule } from '@app/service-kit';

/**
 * The notify service: the mail and text-message outbox. The foundation mounts its health endpoint; its domain arrives with the
 * issues that build it (see docs/architecture.md).
 */
export const notifyService: ServiceModule = {
  name: 'notify',
  createApp: (deps) => createServiceApp('notify', deps, () => undefined),
};
