import type { ExportJobView } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { ExportCaller } from '../domain/export-sources';
import { jobView, ownExportJob } from '../store/export-jobs';

/** The caller's own export job as it now stands (null: none such, another profile's or another pool's). */
export async function ownJob(deps: ServiceDeps, caller: ExportCaller, id: number): Promise<ExportJobView | null> {
  const job = await deps.db.withPool(caller.poolId, (tx) => ownExportJob(tx, caller.poolId, caller.profileId, id));
  return job && jobView(job);
}
