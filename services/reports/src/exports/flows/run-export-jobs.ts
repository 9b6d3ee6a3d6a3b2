import { EXPORT_CONTENT_TYPES, EXPORT_FILE_EXTENSIONS, type ExportFormat, type Locale } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { rowCount } from '../domain/export-document';
import { staleBefore } from '../domain/export-jobs';
import { claimJob as claim, failJob, finishJob, openJobIds, recordProgress, type ExportJobRow } from '../store/export-jobs';
import type { ExportCaller, ExportSource } from '../domain/export-sources';
import { WRITERS } from '../writers';

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
      await deps.db.withPool(poolId, (tx) => recordProgress(tx, poolId, id, done, total, deps.clock.now()));
      await onProgress?.({ poolId, id }, done, total);
    };
    await tell(0);
    const file = await WRITERS[format](doc, tell);
    const result = {
      file,
      fileName: `${source.fileBase(filter, format)}.${EXPORT_FILE_EXTENSIONS[format]}`,
      contentType: EXPORT_CONTENT_TYPES[format],
      total,
    };
    await deps.db.withPool(poolId, (tx) => finishJob(tx, poolId, id, result, deps.clock.now()));
  } catch (err) {
    deps.log.warn({ err, poolId, id }, 'export job failed');
    await deps.db.withPool(poolId, (tx) => failJob(tx, poolId, id, EXPORT_FAILED, deps.clock.now()));
  }
}

/** Claims and runs the open jobs one after the other; answers how many it ran. */
export async function runOpenExportJobs(deps: ServiceDeps, sources: ExportSources, onProgress?: ProgressHook): Promise<number> {
  let ran = 0;
  for (;;) {
    const stale = staleBefore(deps.clock.now());
    const open = await deps.db.withSystem((tx) => openJobIds(tx, stale));
    let claimed = 0;
    for (const { poolId, id } of open) {
      const job = await claimJob(deps, poolId, id, deps.clock.now());
      if (!job) continue;
      claimed += 1;
      await runExportJob(deps, sources, job, onProgress);
      ran += 1;
    }
    if (!claimed) return ran;
  }
}

/** Takes a job for this worker in its own transaction: only one worker wins a queued (or stale) job. */
export const claimJob = (deps: Pick<ServiceDeps, 'db'>, poolId: number, id: number, now: Date): Promise<ExportJobRow | null> =>
  deps.db.withPool(poolId, (tx) => claim(tx, poolId, id, now, staleBefore(now)));
