import type { ServiceDeps } from '@app/service-kit';
import type { ExportCaller } from '../domain/export-sources';
import { jobFile, ownExportJob } from '../store/export-jobs';

/** The caller's own job's file, once it is done (`file` null while it is not), with the name and type it is served as. */
export const ownJobFile = (deps: ServiceDeps, caller: ExportCaller, id: number) =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const job = await ownExportJob(tx, caller.poolId, caller.profileId, id);
    if (!job) return null;
    return {
      file: job.state === 'done' ? await jobFile(tx, caller.poolId, id) : null,
      contentType: job.contentType ?? 'application/octet-stream',
      fileName: job.fileName ?? `export.${job.format}`,
    };
  });
