import path from 'node:path';
import type { ServiceModule } from '@app/service-kit';
import { createApp, masterdataApi } from './app';
import { seedMasterdataDemo } from './demo/seed-demo';
import { startMergeSagaJob } from './flows/merge-saga';
import { startAnonymizeJob } from './jobs/anonymize-job';
import { outbox } from './db/schema';

export const masterdataService: ServiceModule = {
  name: 'masterdata',
  migrations: { schema: 'masterdata', migrationsFolder: path.join(__dirname, 'db/migrations') },
  createApp,
  api: masterdataApi,
  seedDemo: seedMasterdataDemo,
  outbox,
  startJobs: (deps) => {
    const stops = [startMergeSagaJob(deps), startAnonymizeJob(deps)];
    return () => stops.forEach((stop) => stop());
  },
};
