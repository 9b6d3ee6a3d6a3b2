import type { Context } from 'koa';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import type { ColumnFormat, Locale } from '@app/contracts';
import { unprocessable } from '../errors';
import { cellValueText, type CsvCellWording } from './csv-cells';

/**
 * A column a CSV export may carry: the row property and the label key that titles it — the list
 * template's column (ADR 0105). A literal label (an additional field's own text) is the text itself.
 */
export interface CsvColumn {
  value: string;
  label: string;
  /** how the list shows its values (dates DD-MM-YYYY, ...): the file writes them the same way */
  format?: ColumnFormat;
}

/** A column as the file writes it: the row property, its header text and how its values read. */
export interface CsvHeaderColumn extends CsvCellWording {
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
  wordTooLong: `A word for a value may be at most ${CSV_TITLE_MAX} characters.`,
} as const;

/**
 * `csv-columns` as the API document shows it (ADR 0105); `csvColumnsOf` checks it against the
 * export's columns. Extend a list's query schema with its shape.
 */
/**
 * The query parser reads `[words][0]=Nee&[words][1]=Ja` (a flag's words, numeric keys) as an array:
 * its indices are the stored values again.
 */
const wordsByValue = <T extends z.ZodType>(words: T) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? Object.fromEntries(v.flatMap((word: unknown, i) => (word === undefined ? [] : [[String(i), word]]))) : v),
    words,
  );

export const csvColumnsQuerySchema = z.object({
  [CSV_COLUMNS_PARAM]: z
    .array(
      z.object({
        value: z.string(),
        title: z.string().max(CSV_TITLE_MAX).optional(),
        words: wordsByValue(z.record(z.string(), z.string().max(CSV_TITLE_MAX))).optional(),
      }),
    )
    .optional()
    .describe(
      'With csv-export: the columns of the file in their order (`csv-columns[0][value]=name`) and their header texts ' +
        '(`csv-columns[0][title]=Naam`), and the words the screen shows for stored values (`csv-columns[0][words][male]=Man`, ' +
        '`[words][1]=Ja`). Each value must be a column of the list template; one the caller may not see is ' +
        'left out. Without it: every column, headed by its label key (`fields.name`). Dates read DD-MM-YYYY either way.',
    ),
});

const requestedSchema = z.array(
  z.object(
    {
      value: z.string(CsvColumnMessages.notAllowed).trim(),
      title: z.string(CsvColumnMessages.notAList).trim().optional(),
      words: wordsByValue(
        z.record(z.string(), z.string(CsvColumnMessages.notAList).max(CSV_TITLE_MAX, CsvColumnMessages.wordTooLong)),
      ).optional(),
    },
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
  if (raw === undefined) return allowed.map((c) => ({ value: c.value, title: c.label, format: c.format }));
  const parsed = requestedSchema.safeParse(raw);
  const errors: Record<string, string[]> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) (errors[[CSV_COLUMNS_PARAM, ...issue.path].join('.')] ??= []).push(issue.message);
    throw unprocessable(errors);
  }
  const seen = new Set<string>();
  const columns: CsvHeaderColumn[] = [];
  parsed.data.forEach(({ value, title, words }, index) => {
    const at = `${CSV_COLUMNS_PARAM}.${index}`;
    const column = allowed.find((c) => c.value === value);
    if (!column && !withheld.includes(value)) errors[`${at}.value`] = [CsvColumnMessages.notAllowed];
    else if (seen.has(value)) errors[`${at}.value`] = [CsvColumnMessages.twice];
    if (title && title.length > CSV_TITLE_MAX) errors[`${at}.title`] = [CsvColumnMessages.titleTooLong];
    seen.add(value);
    if (column) columns.push({ value, title: title || column.label, format: column.format, words });
  });
  if (Object.keys(errors).length) throw unprocessable(errors);
  return columns;
}

/**
 * Where a spreadsheet may begin a cell: the text's start, and after any character some spreadsheet
 * splits on (either list separator, a tab, a line break; a file opened with the other separator
 * splits there, quotes or not), with spaces and quotes between. A formula trigger there gets an
 * apostrophe before it, so every cell a spreadsheet can make of the text shows as text (CSV injection).
 */
const FORMULA_AT_A_CELL_START = /(^|[;,\t\r\n])([\s"]*)(?=[=+\-@])/g;
/** a tab or carriage return first is the other way a cell starts a formula */
const CONTROL_FIRST = /^[\t\r]/;

export const neutralised = (text: string): string => {
  const defused = text.replace(FORMULA_AT_A_CELL_START, "$1$2'");
  return CONTROL_FIRST.test(defused) ? `'${defused}` : defused;
};

/**
 * How the caller's spreadsheet splits a file: a Dutch one on ';' (the comma is its decimal sign),
 * reading UTF-8 only after a byte order mark; an English one on ','.
 */
export interface CsvFormat {
  delimiter: ';' | ',';
  bom: boolean;
}

export const csvFormatOf = (locale: Locale): CsvFormat =>
  locale === 'nl' ? { delimiter: ';', bom: true } : { delimiter: ',', bom: false };

/**
 * Every character some spreadsheet splits a cell on: both list separators, the quote and line
 * breaks. A cell holding one is quoted whatever our own separator, so a file opened with the other
 * separator still keeps it whole, and each cell the spreadsheet sees is one we neutralised. A number
 * with a decimal comma is left bare, as a Dutch spreadsheet reads it.
 */
const SPLITS_A_CELL = /^(?!-?\d+(?:,\d+)?$)[\s\S]*[;,"\r\n\t]/;

/** Records (already neutralised cells) as CSV text in the format; csv-stringify does the quoting. */
export function csvText(records: readonly (readonly string[])[], format: CsvFormat, options: { crlf?: boolean } = {}): string {
  const text = stringify(records as string[][], {
    delimiter: format.delimiter,
    eof: true,
    quoted_match: SPLITS_A_CELL,
    ...(options.crlf ? { record_delimiter: 'windows' as const } : {}),
  });
  return (format.bom ? '\ufeff' : '') + text;
}

const cell = (v: unknown, column: CsvCellWording): string => {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return neutralised(v.map((item) => cell(item, column)).join(', '));
  // numbers are data, not formulas: -5 stays -5
  if (typeof v === 'number' && column.words?.[String(v)] === undefined) return String(v);
  return neutralised(cellValueText(v, column));
};

/**
 * The CSV body of a list export (LIST-03) in the caller's format: a header row (the client's texts,
 * or label keys), then one line per row. The header is neutralised like any text, as it comes from
 * the client.
 */
export function toCsv(columns: readonly CsvHeaderColumn[], rows: readonly Record<string, unknown>[], locale: Locale): string {
  return csvText(
    [columns.map((c) => neutralised(c.title)), ...rows.map((row) => columns.map((c) => cell(row[c.value], c)))],
    csvFormatOf(locale),
  );
}

/** A safe download name: the list key or the requested name, always ending in .csv. */
export const csvFileName = (name: string) => `${name.replace(/[^\w.-]+/g, '_').replace(/\.csv$/i, '')}.csv`;

/** Answers a CSV download named `<name>.csv`, in the format of the caller's locale. */
export function sendCsv(ctx: Context, name: string, columns: readonly CsvHeaderColumn[], rows: readonly Record<string, unknown>[]) {
  ctx.set('content-disposition', `attachment; filename="${csvFileName(name)}"`);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = toCsv(columns, rows, ctx.state.locale as Locale);
}
