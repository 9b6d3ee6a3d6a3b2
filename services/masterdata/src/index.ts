import path from 'node:path';
import type { ServiceModule } from '@app/service-kit';
import { createApp, masterdataApi } from './app';
import { seedMasterdataDemo } from './demo/seed-demo';
import { startMergeSagaJob } from './flows/merge-saga';

export const masterdataService: ServiceModule = {
  name: 'masterdata',
  migrations: { schema: 'masterdata', migrationsFolder: path.join(__dirname, 'db/migrations') },
  createApp,
  api: masterdataApi,
  seedDemo: seedMasterdataDemo,
  startJobs: (deps) => startMergeSagaJob(deps),
};
