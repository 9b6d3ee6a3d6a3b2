import type { ServiceDeps } from '@app/service-kit';
import { deleteExpiredJobs } from '../store/export-jobs';

/** Deletes the jobs past their expiry in every pool (the worker's sweep); answers how many went. */
export const sweepExpiredJobs = (deps: Pick<ServiceDeps, 'db'>, now: Date): Promise<number> =>
  deps.db.withSystem((tx) => deleteExpiredJobs(tx, now));
