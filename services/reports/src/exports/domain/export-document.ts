import type { Locale } from '@app/contracts';

/**
 * A report as its exports see it: titled sheets of typed columns and rows, already in the caller's
 * language. Each writer (XLSX, PDF, CSV, XML) turns the same document into its file, so a report
 * describes its export once (ADR 0093).
 */
export const CELL_TYPES = ['text', 'date', 'integer', 'wtf', 'hours', 'decimal', 'money'] as const;
export type CellType = (typeof CELL_TYPES)[number];

/** A date is 'YYYY-MM-DD'; numbers are plain numbers; the writers format them. */
export type Cell = string | number | null;
export type ExportRow = Record<string, Cell>;

export interface ExportColumn {
  key: string;
  title: string;
  type: CellType;
}

export interface ExportSheet {
  name: string;
  columns: ExportColumn[];
  rows: ExportRow[];
  /** an optional totals row, printed bold under the rows */
  totals?: ExportRow;
}

export interface ExportDocument {
  /** the report's key, e.g. 'travel-expenses' */
  report: string;
  /** the language of the titles (the numbers and dates are Dutch in both) */
  locale: Locale;
  title: string;
  /** the filter in words, e.g. 'Periode 01-09-2026 t/m 30-11-2026' */
  subtitle: string;
  sheets: ExportSheet[];
  /** free text printed under the sheets, its line breaks kept (a secondment invoice's footer, MD-BRANCH-02) */
  footer?: string;
}

/** Told after each chunk of rows a writer has written: rows done so far. */
export type RowProgress = (done: number) => Promise<void> | void;

/** Every row of a document: what a writer's progress counts to (totals rows included). */
export const rowCount = (doc: ExportDocument): number => doc.sheets.reduce((n, s) => n + s.rows.length + (s.totals ? 1 : 0), 0);

/** Rows per chunk: a writer reports progress and yields to the event loop between chunks. */
export const CHUNK_ROWS = 500;

/** Lets other requests run between chunks of a long export. */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Walks a sheet's rows (and totals) chunk by chunk, telling `progress` the running count over the document. */
export async function forEachRowChunked(
  doc: ExportDocument,
  progress: RowProgress | undefined,
  each: (sheet: ExportSheet, row: ExportRow, isTotals: boolean) => void,
  onSheet?: (sheet: ExportSheet, index: number) => void,
  afterSheet?: (sheet: ExportSheet) => void,
): Promise<void> {
  let done = 0;
  for (const [index, sheet] of doc.sheets.entries()) {
    onSheet?.(sheet, index);
    const all = sheet.totals ? [...sheet.rows, sheet.totals] : sheet.rows;
    for (const [i, row] of all.entries()) {
      each(sheet, row, Boolean(sheet.totals) && i === all.length - 1);
      done += 1;
      if (done % CHUNK_ROWS === 0) {
        await progress?.(done);
        await yieldToLoop();
      }
    }
    afterSheet?.(sheet);
  }
  await progress?.(done);
}
