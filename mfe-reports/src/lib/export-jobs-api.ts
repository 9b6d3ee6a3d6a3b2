import { exportCreatePath, exportDownloadPath, exportJobPath, type ExportFormat, type ExportJobView } from '@app/contracts';
import { api, fetchFile, saveBlob } from '@app/platform/api';

/** The `/api` prefix is the client's own: the paths of the contract without it. */
const below = (path: string) => path.replace(/^\/api/, '');

/** POST reports/{key}/exports: queues an export of the report with the filter the screen applied. */
export async function startExport(key: string, format: ExportFormat, filter: Record<string, unknown>): Promise<ExportJobView> {
  const { data } = await api.post<ExportJobView>(below(exportCreatePath(key)), { format, filter });
  return data;
}

/** GET reports/exports/{id}: the job's state and progress. */
export async function readExport(id: number, signal?: AbortSignal): Promise<ExportJobView> {
  const { data } = await api.get<ExportJobView>(below(exportJobPath(id)), { signal });
  return data;
}

/** Downloads a finished export under its Dutch file name. */
export async function downloadExport(job: ExportJobView): Promise<void> {
  saveBlob(await fetchFile(below(exportDownloadPath(job.id))), job.file_name ?? `export.${job.format}`);
}

/** The share of a job done, 0..100 (0 while its rows are not counted yet). */
export const exportPercent = (job: ExportJobView) => (job.progress.total ? Math.round((100 * job.progress.done) / job.progress.total) : 0);
