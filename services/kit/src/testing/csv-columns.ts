import { CSV_COLUMNS_PARAM } from '../list/csv-export';

/**
 * The `csv-columns[i][value]` (and `[title]`, when given) query of a CSV export, as a list screen
 * sends it (ADR 0105), for service tests.
 */
export const csvColumnsParams = (columns: readonly (readonly [value: string, title?: string])[]) =>
  columns
    .map(([value, title], i) =>
      [
        `${CSV_COLUMNS_PARAM}[${i}][value]=${value}`,
        ...(title === undefined ? [] : [`${CSV_COLUMNS_PARAM}[${i}][title]=${encodeURIComponent(title)}`]),
      ].join('&'),
    )
    .join('&');
