import type { ServiceDeps } from '@app/service-kit';
import { runOpenExportJobs, type ExportSources } from '../flows/run-export-jobs';
import { sweepExpiredJobs } from '../flows/sweep-export-jobs';

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

/** How often the worker looks for jobs another process queued, and sweeps the expired ones. */
export const EXPORT_POLL_MS = 2_000;
export const EXPORT_SWEEP_MS = 10 * 60_000;

export interface ExportWorker {
  /** a job was queued in this process: run it now rather than at the next poll */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * The service's export worker (ADR 0093): one job at a time per process (the machine's cores are
 * shared with the requests), polling for jobs queued by any replica, kicked at once by a POST in this
 * one; a job whose worker died is taken again after its heartbeat goes stale.
 */
export function startExportWorker(deps: ServiceDeps, sources: ExportSources, options: { pollMs?: number } = {}): ExportWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let lastSweep = 0;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runOpenExportJobs(deps, sources);
          const now = deps.clock.now().getTime();
          if (now - lastSweep > EXPORT_SWEEP_MS) {
            lastSweep = now;
            await sweepExpiredJobs(deps, deps.clock.now());
          }
        } catch (err) {
          deps.log.warn({ err }, 'export worker run failed');
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(run, options.pollMs ?? EXPORT_POLL_MS);
  timer.unref();
  run();
  return {
    kick: run,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
