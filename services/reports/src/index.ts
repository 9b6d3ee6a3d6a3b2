import path from 'node:path';
import type { ServiceModule } from '@app/service-kit';
import { createApp, reportsApi } from './app';
import { startReportJobs } from './exports/jobs/export-jobs';

/**
 * The reports service: the read side. Every report reads the other services' published views,
 * never their tables (ADR 0017), so those services are migrated first.
 */
export const reportsService: ServiceModule = {
  name: 'reports',
  migrations: { schema: 'reports', migrationsFolder: path.join(__dirname, 'db/migrations') },
  dependsOn: ['identity', 'masterdata', 'staffing'],
  createApp,
  api: reportsApi,
  startJobs: startReportJobs,
};
