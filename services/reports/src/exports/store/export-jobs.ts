import { and, eq, inArray, lt, or } from 'drizzle-orm';
import { EXPORT_KEEP_HOURS, type ExportFormat, type ExportJobView, type ExportState, type Locale } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { exportJobs } from '../../db/schema';
import type { ExportCaller } from '../domain/export-sources';

export type ExportJobRow = typeof exportJobs.$inferSelect;

export const jobView = (row: ExportJobRow): ExportJobView => ({
  id: row.id,
  report: row.reportKey,
  format: row.format as ExportFormat,
  state: row.state as ExportState,
  progress: { done: row.progressDone, total: row.progressTotal },
  file_name: row.state === 'done' ? row.fileName : null,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

export interface NewExportJob {
  reportKey: string;
  filter: Record<string, unknown>;
  format: ExportFormat;
  locale: Locale;
  caller: ExportCaller;
  now: Date;
}

export async function insertExportJob(tx: Tx, job: NewExportJob): Promise<ExportJobRow> {
  const [row] = await tx
    .insert(exportJobs)
    .values({
      poolId: job.caller.poolId,
      reportKey: job.reportKey,
      filter: job.filter,
      format: job.format,
      locale: job.locale,
      createdByProfile: job.caller.profileId,
      createdByUsername: job.caller.username,
      caller: { ...job.caller },
      createdAt: job.now,
      expiresAt: new Date(job.now.getTime() + EXPORT_KEEP_HOURS * 3600_000),
    })
    .returning();
  return row!;
}

/** The caller's own job: another profile's (or another pool's, which row-level security hides) is none. */
export async function ownExportJob(tx: Tx, poolId: number, profileId: number, id: number): Promise<ExportJobRow | null> {
  const [row] = await tx
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.poolId, poolId), eq(exportJobs.id, id), eq(exportJobs.createdByProfile, profileId)));
  return row ?? null;
}

/**
 * The jobs waiting, or running under a worker whose heartbeat is older than `stale`: the worker's
 * one read across pools (ADR 0093, its flow runs it past row-level security), by the partial index on open jobs.
 */
export const openJobIds = (tx: Tx, stale: Date, limit = 10): Promise<{ poolId: number; id: number }[]> =>
  tx
    .select({ poolId: exportJobs.poolId, id: exportJobs.id })
    .from(exportJobs)
    .where(or(eq(exportJobs.state, 'queued'), and(eq(exportJobs.state, 'running'), lt(exportJobs.heartbeatAt, stale))))
    .orderBy(exportJobs.createdAt)
    .limit(limit);

/** Takes a job for this worker: only one worker wins a queued (or stale) job. */
export async function claimJob(tx: Tx, poolId: number, id: number, now: Date, stale: Date): Promise<ExportJobRow | null> {
  const [row] = await tx
    .update(exportJobs)
    .set({ state: 'running', heartbeatAt: now, progressDone: 0, progressTotal: 0, error: null })
    .where(
      and(
        eq(exportJobs.poolId, poolId),
        eq(exportJobs.id, id),
        or(eq(exportJobs.state, 'queued'), and(eq(exportJobs.state, 'running'), lt(exportJobs.heartbeatAt, stale))),
      ),
    )
    .returning();
  return row ?? null;
}

export async function recordProgress(tx: Tx, poolId: number, id: number, done: number, total: number, now: Date) {
  await tx
    .update(exportJobs)
    .set({ progressDone: done, progressTotal: total, heartbeatAt: now })
    .where(and(eq(exportJobs.poolId, poolId), eq(exportJobs.id, id), eq(exportJobs.state, 'running')));
}

export async function finishJob(
  tx: Tx,
  poolId: number,
  id: number,
  result: { file: Buffer; fileName: string; contentType: string; total: number },
  now: Date,
) {
  await tx
    .update(exportJobs)
    .set({
      state: 'done',
      file: new Uint8Array(result.file),
      fileName: result.fileName,
      contentType: result.contentType,
      progressDone: result.total,
      progressTotal: result.total,
      finishedAt: now,
    })
    .where(and(eq(exportJobs.poolId, poolId), eq(exportJobs.id, id)));
}

export async function failJob(tx: Tx, poolId: number, id: number, error: string, now: Date) {
  await tx
    .update(exportJobs)
    .set({ state: 'failed', error, finishedAt: now })
    .where(and(eq(exportJobs.poolId, poolId), eq(exportJobs.id, id)));
}

/** Deletes the jobs past their expiry, files and all (a cross-pool sweep by the expiry index; its flow runs it past row-level security). */
export async function deleteExpiredJobs(tx: Tx, now: Date): Promise<number> {
  const gone = await tx.delete(exportJobs).where(lt(exportJobs.expiresAt, now)).returning({ id: exportJobs.id });
  return gone.length;
}

/** The file of a finished job. */
export async function jobFile(tx: Tx, poolId: number, id: number): Promise<Buffer | null> {
  const [row] = await tx
    .select({ file: exportJobs.file })
    .from(exportJobs)
    .where(and(eq(exportJobs.poolId, poolId), eq(exportJobs.id, id), inArray(exportJobs.state, ['done'])));
  return row?.file ? Buffer.from(row.file) : null;
}
