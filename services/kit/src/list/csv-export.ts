import type { Context } from 'koa';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { unprocessable } from '../errors';

/**
 * A column a CSV export may carry: the row property and the label key that titles it — the list
 * template's column (ADR 0105). A literal label (an additional field's own text) is the text itself.
 */
export interface CsvColumn {
  value: string;
  label: string;
}

/** A column as the file writes it: the row property and its header text. */
export interface CsvHeaderColumn {
  value: string;
  title: string;
}

/** The query parameter a client names the columns and their titles with: `csv-columns[0][value]=name&csv-columns[0][title]=Naam`. */
export const CSV_COLUMNS_PARAM = 'csv-columns';
/** The longest header text a client may send. */
export const CSV_TITLE_MAX = 100;

export const CsvColumnMessages = {
  notAllowed: 'The column is not allowed.',
  twice: 'The column is asked for twice.',
  titleTooLong: `The column title may be at most ${CSV_TITLE_MAX} characters.`,
  notAList: 'The columns must be a list of value and title.',
} as const;

/**
 * `csv-columns` as the API document shows it (ADR 0105); `csvColumnsOf` checks it against the
 * export's columns. Extend a list's query schema with its shape.
 */
export const csvColumnsQuerySchema = z.object({
  [CSV_COLUMNS_PARAM]: z
    .array(z.object({ value: z.string(), title: z.string().max(CSV_TITLE_MAX).optional() }))
    .optional()
    .describe(
      'With csv-export: the columns of the file in their order (`csv-columns[0][value]=name`) and their header texts ' +
        '(`csv-columns[0][title]=Naam`). Each value must be a column of the list template; one the caller may not see is ' +
        'left out. Without it: every column, headed by its label key (`fields.name`).',
    ),
});

const requestedSchema = z.array(
  z.object(
    { value: z.string(CsvColumnMessages.notAllowed).trim(), title: z.string(CsvColumnMessages.notAList).trim().optional() },
    CsvColumnMessages.notAList,
  ),
  CsvColumnMessages.notAList,
);

/**
 * The columns of one CSV export and their header texts (ADR 0105). Without `csv-columns` (an API
 * client) every allowed column, headed by its label key. With it, the asked columns in the asked
 * order, headed by the client's texts (a blank one: the label key). A column the export does not
 * know is a 422; one it knows (`withheld`) but the caller may not see is left out, so one request
 * serves every caller and the file never holds what the caller may not read.
 */
export function csvColumnsOf(
  query: Record<string, unknown>,
  allowed: readonly CsvColumn[],
  withheld: readonly string[] = [],
): CsvHeaderColumn[] {
  const raw = query[CSV_COLUMNS_PARAM];
  if (raw === undefined) return allowed.map((c) => ({ value: c.value, title: c.label }));
  const parsed = requestedSchema.safeParse(raw);
  const errors: Record<string, string[]> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) (errors[[CSV_COLUMNS_PARAM, ...issue.path].join('.')] ??= []).push(issue.message);
    throw unprocessable(errors);
  }
  const seen = new Set<string>();
  const columns: CsvHeaderColumn[] = [];
  parsed.data.forEach(({ value, title }, index) => {
    const at = `${CSV_COLUMNS_PARAM}.${index}`;
    const column = allowed.find((c) => c.value === value);
    if (!column && !withheld.includes(value)) errors[`${at}.value`] = [CsvColumnMessages.notAllowed];
    else if (seen.has(value)) errors[`${at}.value`] = [CsvColumnMessages.twice];
    if (title && title.length > CSV_TITLE_MAX) errors[`${at}.title`] = [CsvColumnMessages.titleTooLong];
    seen.add(value);
    if (column) columns.push({ value, title: title || column.label });
  });
  if (Object.keys(errors).length) throw unprocessable(errors);
  return columns;
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
 * The CSV body of a list export (LIST-03): a header row (the client's texts, or label keys), then
 * one line per row. csv-stringify does the quoting (separators, quotes, line breaks inside values);
 * the header is neutralised like any text, as it comes from the client.
 */
export function toCsv(columns: readonly CsvHeaderColumn[], rows: readonly Record<string, unknown>[]): string {
  return stringify([columns.map((c) => neutralised(c.title)), ...rows.map((row) => columns.map((c) => cell(row[c.value])))], {
    eof: true,
  });
}

/** A safe download name: the list key or the requested name, always ending in .csv. */
export const csvFileName = (name: string) => `${name.replace(/[^\w.-]+/g, '_').replace(/\.csv$/i, '')}.csv`;

/** Answers a CSV download named `<name>.csv`. */
export function sendCsv(ctx: Context, name: string, columns: readonly CsvHeaderColumn[], rows: readonly Record<string, unknown>[]) {
  ctx.set('content-disposition', `attachment; filename="${csvFileName(name)}"`);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = toCsv(columns, rows);
}
