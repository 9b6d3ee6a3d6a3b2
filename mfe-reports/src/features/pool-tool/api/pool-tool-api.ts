import { poolToolPaths, type PoolToolExportView, type PoolToolGenerateInput } from '@app/contracts';
import { api, fetchFile, saveBlob } from '@app/platform/api';

const below = (path: string) => path.replace(/^\/api/, '');

/** POST: generates a branch's export for the period (409 'Deze export bestaat al', 400/422 'De datum is onjuist'). */
export async function generatePoolTool(input: PoolToolGenerateInput): Promise<PoolToolExportView> {
  const { data } = await api.post<PoolToolExportView>(below(poolToolPaths.generate), input);
  return data;
}

/** PUT: builds the export again from the lines as they are now. */
export async function regeneratePoolTool(id: number): Promise<PoolToolExportView> {
  const { data } = await api.put<PoolToolExportView>(below(poolToolPaths.one(id)));
  return data;
}

/** Downloads the XML under the name the server gives ('Pooltool_<branch>_<period>.xml'). */
export async function downloadPoolTool(view: PoolToolExportView): Promise<void> {
  const name = `Pooltool_${view.branch.name}_${view.period_from}_${view.period_to}.xml`.replace(/[^\w.-]+/g, '_');
  saveBlob(await fetchFile(below(poolToolPaths.xml(view.id))), name);
}
