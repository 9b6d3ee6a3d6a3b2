import { EXPORT_CONTENT_TYPES, EXPORT_FILE_EXTENSIONS, type ExportFormat, type Locale } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { rowCount } from './export-document';
import { claimJob, deleteExpiredJobs, failJob, finishJob, openJobIds, recordProgress, type ExportJobRow } from './export-job-store';
import type { ExportCaller, ExportSource } from './export-sources';
import { WRITERS } from './writers';

export type ExportSources = ReadonlyMap<string, ExportSource>;

/** Told after each chunk is recorded (tests watch the progress move through it). */
export type ProgressHook = (job: { poolId: number; id: number }, done: number, total: number) => Promise<void> | void;

/** What a failed job tells its creator: the report's own message for bad input, a plain text otherwise. */
export const EXPORT_FAILED = 'The export failed. Please try again.';

/**
 * Runs one claimed job: builds the report's document as its creator would see it, writes the file
 * chunk by chunk (progress recorded after each chunk, so GET shows it moving), and stores the file.
 */
export async function runExportJob(deps: ServiceDeps, sources: ExportSources, job: ExportJobRow, onProgress?: ProgressHook) {
  const { poolId, id } = job;
  try {
    const source = sources.get(job.reportKey);
    if (!source) throw new Error(`no export source for ${job.reportKey}`);
    const filter = source.parseFilter(job.filter, deps.clock.now());
    const format = job.format as ExportFormat;
    const doc = await source.build({
      format,
      deps,
      caller: job.caller as unknown as ExportCaller,
      filter,
      locale: job.locale as Locale,
      now: deps.clock.now(),
    });
    const total = rowCount(doc);
    const tell = async (done: number) => {
      await recordProgress(deps.db, poolId, id, done, total, deps.clock.now());
      await onProgress?.({ poolId, id }, done, total);
    };
    await tell(0);
    const file = await WRITERS[format](doc, tell);
    await finishJob(
      deps.db,
      poolId,
      id,
      {
        file,
        fileName: `${source.fileBase(filter, format)}.${EXPORT_FILE_EXTENSIONS[format]}`,
        contentType: EXPORT_CONTENT_TYPES[format],
        total,
      },
      deps.clock.now(),
    );
  } catch (err) {
    deps.log.warn({ err, poolId, id }, 'export job failed');
    await failJob(deps.db, poolId, id, EXPORT_FAILED, deps.clock.now());
  }
}

/** Claims and runs the open jobs one after the other; answers how many it ran. */
export async function runOpenExportJobs(deps: ServiceDeps, sources: ExportSources, onProgress?: ProgressHook): Promise<number> {
  let ran = 0;
  for (;;) {
    const open = await openJobIds(deps.db, deps.clock.now());
    let claimed = 0;
    for (const { poolId, id } of open) {
      const job = await claimJob(deps.db, poolId, id, deps.clock.now());
      if (!job) continue;
      claimed += 1;
      await runExportJob(deps, sources, job, onProgress);
      ran += 1;
    }
    if (!claimed) return ran;
  }
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
            await deleteExpiredJobs(deps.db, deps.clock.now());
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
