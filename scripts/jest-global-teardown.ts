import { dropRunTemplates, TEST_RUN_ENV } from '../services/kit/src/testing/database-snapshots';

/** Drops the template databases this run made on the server; each test file dropped its own copy. */
export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const run = process.env[TEST_RUN_ENV];
  if (serverUrl && run) await dropRunTemplates(serverUrl, run);
}
