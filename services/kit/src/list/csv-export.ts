import { stringify } from 'csv-stringify/sync';
import type { Locale } from '@app/contracts';

export interface CsvColumn {
  /** the row property */
  value: string;
  title: Record<Locale, string>;
}

/** Text a spreadsheet would run as a formula (or a formula after a tab or line break). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that would start a formula gets a leading apostrophe, so a spreadsheet shows it as text (CSV injection). */
export const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const cell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return neutralised(v.map(cell).join(', '));
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'boolean') return v ? '1' : '0';
  // numbers are data, not formulas: -5 stays -5
  if (typeof v === 'number') return String(v);
  return neutralised(String(v));
};

/**
 * The CSV body of a list export (LIST-03): a header row in the caller's language, then one line per
 * row. csv-stringify does the quoting (separators, quotes, line breaks inside values).
 */
export function toCsv(columns: readonly CsvColumn[], rows: readonly Record<string, unknown>[], locale: Locale): string {
  return stringify([columns.map((c) => neutralised(c.title[locale])), ...rows.map((row) => columns.map((c) => cell(row[c.value])))], {
    eof: true,
  });
}

/** A safe download name: the list key or the requested name, always ending in .csv. */
export const csvFileName = (name: string) => `${name.replace(/[^\w.-]+/g, '_').replace(/\.csv$/i, '')}.csv`;
