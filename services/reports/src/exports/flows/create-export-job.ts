import type { ExportFormat, ExportJobView, Locale } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { ExportCaller, ExportSource } from '../domain/export-sources';
import { insertExportJob, jobView } from '../store/export-jobs';

/**
 * Queues an export job for the worker: its filter is decided as the report decides it (400, 422)
 * and the ids it names are checked in the caller's pool and scope (404) before the job is kept.
 */
export async function createExportJob(
  deps: ServiceDeps,
  source: ExportSource,
  caller: ExportCaller,
  input: { key: string; filter: Record<string, unknown>; format: ExportFormat; locale: Locale },
): Promise<ExportJobView> {
  source.parseFilter(input.filter, deps.clock.now());
  const job = await deps.db.withPool(caller.poolId, async (tx) => {
    await source.checkFilter?.(tx, caller, source.parseFilter(input.filter, deps.clock.now()));
    return insertExportJob(tx, {
      reportKey: input.key,
      filter: input.filter,
      format: input.format,
      locale: input.locale,
      caller,
      now: deps.clock.now(),
    });
  });
  return jobView(job);
}
