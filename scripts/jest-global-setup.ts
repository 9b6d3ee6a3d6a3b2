import crypto from 'node:crypto';
import { TEST_RUN_ENV } from '../services/kit/src/testing/database-snapshots';

/**
 * Names this jest run, for the template databases a server run makes once (the workers inherit the
 * variable); a run started inside another keeps the outer name.
 */
export default function globalSetup(): void {
  process.env[TEST_RUN_ENV] ??= crypto.randomBytes(4).toString('hex');
}
