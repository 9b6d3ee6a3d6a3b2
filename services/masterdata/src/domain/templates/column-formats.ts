import type { ColumnFormat } from '@app/contracts';
import { textColumn } from './entity-template';

type ColumnOptions = Parameters<typeof textColumn>[2];

/** A column whose `YYYY-MM-DD` (or instant, with 'datetime') value the list shows as DD-MM-YYYY. */
export const dateColumn = (
  value: string,
  label: string,
  options: ColumnOptions = {},
  format: Extract<ColumnFormat, 'date' | 'datetime'> = 'date',
) => ({
  ...textColumn(value, label, options),
  format,
});

/** A column of stored option keys (`north`), shown through their i18n texts (`regions.north`). */
export const optionColumn = (value: string, label: string, optionPrefix: string, options: ColumnOptions = {}) => ({
  ...textColumn(value, label, options),
  format: 'option' as const,
  option_prefix: optionPrefix,
});
