import path from 'node:path';
import type { ServiceModule } from '@app/service-kit';
import { createApp } from './app';
import { seedDemo } from './demo/seed-demo';

/** Accounts, pools, profiles, roles and login (DESIGN section 2, service `identity`). */
export const identityService: ServiceModule = {
  name: 'identity',
  migrations: { schema: 'identity', migrationsFolder: path.join(__dirname, 'db', 'migrations') },
  dependsOn: ['masterdata'],
  createApp,
  seedDemo,
};

export { createApp } from './app';
export { DEFAULT_ROLES, ExtraPermission, POOL_PERMISSIONS } from './domain/default-roles';
export { poolDirectory } from './db/schema';
