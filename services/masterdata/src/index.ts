import path from 'node:path';
import type { ServiceModule } from '@app/service-kit';
import { masterdataApi } from './api-doc';
import { createApp } from './app';
import { seedMasterdataDemo } from './demo/seed-demo';

export const masterdataService: ServiceModule = {
  name: 'masterdata',
  migrations: { schema: 'masterdata', migrationsFolder: path.join(__dirname, 'db/migrations') },
  createApp,
  api: masterdataApi,
  seedDemo: seedMasterdataDemo,
};
