import path from 'node:path';
import { startPersonMergeConsumer, type ServiceModule } from '@app/service-kit';
import { identityApi } from './api-doc';
import { createApp } from './app';
import { seedDemo } from './demo/seed-demo';
import { applyPersonMerge } from './flows/merge-person-consumer';

/** Accounts, pools, profiles, roles and login (DESIGN section 2, service `identity`). */
export const identityService: ServiceModule = {
  name: 'identity',
  migrations: { schema: 'identity', migrationsFolder: path.join(__dirname, 'db', 'migrations') },
  dependsOn: ['masterdata'],
  createApp,
  api: identityApi,
  seedDemo,
  startJobs: (deps) => startPersonMergeConsumer(deps, 'identity', applyPersonMerge),
};

export { createApp } from './app';
export { poolDirectory } from './db/schema';
export { DEMO_PASSWORD } from './demo/demo-data';
