import { stringify } from 'csv-stringify/sync';
import type { Locale } from '@app/contracts';

export interface CsvColumn {
  /** the row property */
  value: string;
  title: Record<Locale, string>;
}

const cell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(cell).join(', ');
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'boolean') return v ? '1' : '0';
  return String(v);
};

/**
 * The CSV body of a list export (LIST-03): a header row in the caller's language, then one line per
 * row. csv-stringify does the quoting (separators, quotes, line breaks inside values).
 */
export function toCsv(columns: readonly CsvColumn[], rows: readonly Record<string, unknown>[], locale: Locale): string {
  return stringify([columns.map((c) => c.title[locale]), ...rows.map((row) => columns.map((c) => cell(row[c.value])))], { eof: true });
}

/** A safe download name: the list key or the requested name, always ending in .csv. */
export const csvFileName = (name: string) => `${name.replace(/[^\w.-]+/g, '_').replace(/\.csv$/i, '')}.csv`;
