import path from 'node:path';
import { startPersonMergeConsumer, type ServiceModule } from '@app/service-kit';
import { createApp, identityApi } from './app';
import { seedDemo } from './demo/seed-demo';
import { upgradeAllPools } from './flows/default-role-upgrade';
import { applyPersonMerge } from './flows/merge-person-consumer';
import { outbox } from './db/schema';

/** Accounts, pools, profiles, roles and login (DESIGN section 2, service `identity`). */
export const identityService: ServiceModule = {
  name: 'identity',
  migrations: { schema: 'identity', migrationsFolder: path.join(__dirname, 'db', 'migrations') },
  dependsOn: ['masterdata'],
  createApp,
  api: identityApi,
  seedDemo,
  outbox,
  startJobs: (deps) => {
    const stopConsumer = startPersonMergeConsumer(deps, 'identity', applyPersonMerge);
    // once at start: rights added to the default roles since reach the pools seeded before (ADR 0111)
    const upgrading = upgradeAllPools(deps).catch((err: unknown) => deps.log.error({ err }, 'default roles not upgraded'));
    return async () => {
      await upgrading;
      await stopConsumer();
    };
  },
};

export { createApp } from './app';
export { poolDirectory } from './db/schema';
export { DEMO_PASSWORD } from './demo/demo-data';
