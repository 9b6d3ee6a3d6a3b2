import type { TFunction } from 'i18next';
import type { ListColumn } from '@app/contracts';
import { fetchFile, saveBlob } from '@app/platform/api';
import { toSearchParams, type ListQueryParams } from './build-list-query';
import { columnLabel } from './list-columns';

/** One column of a CSV download, the header text the user reads above it, and the words its cells show for stored values. */
export interface CsvTitle {
  value: string;
  title: string;
  words?: Record<string, string>;
}

/**
 * The words a column's cells show instead of stored values (ADR 0149): an option column's texts
 * (`genders.male` for `male`), a flag's yes and no (for 1 and 0); none where the cell shows the value.
 */
function wordsOf(column: ListColumn, t: TFunction): Record<string, string> | undefined {
  if (column.element === 'boolean-component' || column.format === 'boolean' || column.format === 'yes_no')
    return { 1: t('entity_list.yes'), 0: t('entity_list.no') };
  if ((column.format !== 'option' && column.format !== 'status') || !column.option_prefix) return undefined;
  const group: unknown = t(column.option_prefix, { returnObjects: true });
  if (!group || typeof group !== 'object') return undefined;
  return Object.fromEntries(Object.entries(group).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The data columns a list shows, in their order, titled as the table heads them (the actions column holds no data). */
export const csvTitlesOf = (columns: readonly ListColumn[], t: TFunction): CsvTitle[] =>
  columns
    .filter((c) => c.element !== 'list-actions')
    .map((c) => {
      const words = wordsOf(c, t);
      return { value: c.value, title: columnLabel(t, c), ...(words ? { words } : {}) };
    });

/**
 * `csv-columns[i][value]`, `csv-columns[i][title]` and `csv-columns[i][words][<stored>]` (ADR 0105,
 * 0149): the service writes these columns in this order under these titles, their values in these
 * words, as the services cannot read the module's texts.
 */
export const csvColumnsQuery = (columns: readonly CsvTitle[]): ListQueryParams =>
  Object.fromEntries(
    columns.flatMap((c, i) => [
      [`csv-columns[${i}][value]`, c.value],
      [`csv-columns[${i}][title]`, c.title],
      ...Object.entries(c.words ?? {}).map(([stored, word]) => [`csv-columns[${i}][words][${stored}]`, word]),
    ]),
  );

/** Fetches a CSV export of the given columns and titles with the session's token and saves it as `<fileName>.csv`. */
export async function downloadCsv(url: string, query: ListQueryParams, fileName: string, columns: readonly CsvTitle[]): Promise<void> {
  const blob = await fetchFile(`/${url}?${toSearchParams({ ...query, ...csvColumnsQuery(columns) }).toString()}`);
  saveBlob(blob, `${fileName}.csv`);
}
