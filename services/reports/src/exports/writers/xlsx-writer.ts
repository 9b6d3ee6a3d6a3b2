import ExcelJS from 'exceljs';
import { forEachRowChunked, type CellType, type ExportDocument, type RowProgress } from '../domain/export-document';
import { isoDateToUtc } from '../domain/dutch-format';

/**
 * Number formats of the cells: real numbers and dates, shown by Excel in the reader's own separators
 * (a Dutch Excel: decimal comma, dates DD-MM-YYYY).
 */
export const XLSX_FORMATS: Record<Exclude<CellType, 'text'>, string> = {
  date: 'dd-mm-yyyy',
  integer: '0',
  wtf: '0.0000',
  hours: '0.0',
  decimal: '#,##0.00',
  money: '"€" #,##0.00',
};

/** A worksheet name Excel accepts: at most 31 characters, none of []:*?/\, unique in the book. */
function sheetName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Blad';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base.slice(0, 28)} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** An XLSX workbook: a worksheet per sheet, its header row bold and frozen, typed cells, a bold totals row. */
export async function writeXlsx(doc: ExportDocument, progress?: RowProgress): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.title = doc.title;
  book.subject = doc.subtitle;
  book.creator = 'Invalpool';
  const taken = new Set<string>();
  let ws: ExcelJS.Worksheet | undefined;
  await forEachRowChunked(
    doc,
    progress,
    (sheet, row, isTotals) => {
      const values = sheet.columns.map((c) => {
        const v = row[c.key] ?? null;
        if (v === null || v === '') return null;
        if (c.type === 'date') return isoDateToUtc(String(v));
        return v;
      });
      const added = ws!.addRow(values);
      if (isTotals) added.font = { bold: true };
    },
    (sheet) => {
      ws = book.addWorksheet(sheetName(sheet.name, taken), { views: [{ state: 'frozen', ySplit: 1 }] });
      ws.columns = sheet.columns.map((c) => ({
        header: c.title,
        key: c.key,
        width: Math.max(10, Math.min(40, c.title.length + 4)),
        style: c.type === 'text' ? {} : { numFmt: XLSX_FORMATS[c.type] },
      }));
      ws.getRow(1).font = { bold: true };
    },
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
