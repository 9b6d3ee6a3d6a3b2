import path from 'node:path';
import type { ServiceModule } from '@app/service-kit';
import { createApp, notifyApi } from './app';
import { outboxGauges } from './jobs/outbox-gauges';
import { startNotifyJobs } from './jobs/start-jobs';

/** The mail and text-message outbox and its sender (DESIGN section 2, docs/adr/0005). */
export const notifyService: ServiceModule = {
  name: 'notify',
  migrations: { schema: 'notify', migrationsFolder: path.join(__dirname, 'db', 'migrations') },
  createApp,
  api: notifyApi,
  startJobs: startNotifyJobs,
  gauges: outboxGauges,
};

export { createApp } from './app';
export { deliverDueMail, createSmtpTransport } from './jobs/mail-sender';
