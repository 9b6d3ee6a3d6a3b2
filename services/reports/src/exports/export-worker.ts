import type { ServiceDeps } from '@app/service-kit';
import { startExportWorker, type ExportSources, type ExportWorker } from './export-runner';

/** The workers running in this process: a POST kicks them so a new job starts at once, not at the next poll. */
const workers = new Set<ExportWorker>();

export function kickExportWorkers(): void {
  for (const worker of workers) worker.kick();
}

/** Starts this process's export worker (the service's `startJobs`); the stop function waits for the job in flight. */
export function startExportJobs(deps: ServiceDeps, sources: ExportSources, options: { pollMs?: number } = {}): () => Promise<void> {
  const worker = startExportWorker(deps, sources, options);
  workers.add(worker);
  return async () => {
    workers.delete(worker);
    await worker.stop();
  };
}
