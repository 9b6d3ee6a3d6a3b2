import path from 'node:path';
import { startPersonMergeConsumer, type ServiceModule } from '@app/service-kit';
import { createApp, staffingApi } from './app';
import { seedStaffingDemo } from './demo/seed-demo';
import { startOfferExpiryJob } from './jobs/offer-expiry-job';
import { applyStaffingMerge } from './flows/merge-person';
import { startPayrollSendJob } from './jobs/payroll-send-job';
import { startPlannerReportJob } from './jobs/planner-report-job';
import { startNoticeMailJob } from './jobs/notice-mail-job';
import { startStaffingJobs } from './jobs/statistics-job';
import { startWorkStateJob } from './jobs/work-state-job';
import { outbox } from './db/schema';

/**
 * The staffing service (requests and dayparts). It reads master data's published views
 * (branches, persons, schedules, reasons, settings) and identity's pools for its demo data, so both
 * are migrated first.
 */
export const staffingService: ServiceModule = {
  name: 'staffing',
  migrations: { schema: 'staffing', migrationsFolder: path.join(__dirname, 'db/migrations') },
  dependsOn: ['masterdata', 'identity'],
  createApp: (deps) => createApp(deps),
  api: staffingApi,
  seedDemo: seedStaffingDemo,
  outbox,
  startJobs: (deps) => {
    const stops = [
      startStaffingJobs(deps),
      startOfferExpiryJob(deps),
      startPayrollSendJob(deps),
      startNoticeMailJob(deps),
      startPlannerReportJob(deps),
      startWorkStateJob(deps),
      startPersonMergeConsumer(deps, 'staffing', applyStaffingMerge),
    ];
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  },
};
