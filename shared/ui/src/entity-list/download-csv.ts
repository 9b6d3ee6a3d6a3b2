import { fetchFile, saveBlob } from '@app/platform/api';
import { toSearchParams, type ListQueryParams } from './build-list-query';

/** Fetches a CSV export with the session's token and saves it as `<fileName>.csv`. */
export async function downloadCsv(url: string, query: ListQueryParams, fileName: string): Promise<void> {
  const blob = await fetchFile(`/${url}?${toSearchParams(query).toString()}`);
  saveBlob(blob, `${fileName}.csv`);
}
