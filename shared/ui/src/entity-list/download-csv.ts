import type { ListColumn } from '@app/contracts';
import { fetchFile, saveBlob } from '@app/platform/api';
import { toSearchParams, type ListQueryParams } from './build-list-query';
import { columnLabel } from './list-columns';

/** One column of a CSV download and the header text the user reads above it. */
export interface CsvTitle {
  value: string;
  title: string;
}

/** The data columns a list shows, in their order, titled as the table heads them (the actions column holds no data). */
export const csvTitlesOf = (columns: readonly ListColumn[], t: (key: string) => string): CsvTitle[] =>
  columns.filter((c) => c.element !== 'list-actions').map((c) => ({ value: c.value, title: columnLabel(t, c) }));

/**
 * `csv-columns[i][value]` and `csv-columns[i][title]` (ADR 0105): the service writes these columns
 * in this order under these titles, as the services cannot read the module's texts.
 */
export const csvColumnsQuery = (columns: readonly CsvTitle[]): ListQueryParams =>
  Object.fromEntries(
    columns.flatMap((c, i) => [
      [`csv-columns[${i}][value]`, c.value],
      [`csv-columns[${i}][title]`, c.title],
    ]),
  );

/** Fetches a CSV export of the given columns and titles with the session's token and saves it as `<fileName>.csv`. */
export async function downloadCsv(url: string, query: ListQueryParams, fileName: string, columns: readonly CsvTitle[]): Promise<void> {
  const blob = await fetchFile(`/${url}?${toSearchParams({ ...query, ...csvColumnsQuery(columns) }).toString()}`);
  saveBlob(blob, `${fileName}.csv`);
}
