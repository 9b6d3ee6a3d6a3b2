import { csvFormatOf, csvText, neutralised } from '@app/service-kit';
import { forEachRowChunked, type CellType, type ExportDocument, type RowProgress } from '../domain/export-document';
import { nlCell } from '../domain/dutch-format';

/**
 * CSV as a Dutch spreadsheet opens it: a byte order mark (UTF-8), ';' between fields (the comma is
 * the decimal sign), dates DD-MM-YYYY, numbers with a decimal comma and no grouping. A document of
 * several sheets gives one block per sheet, each under its name, with an empty line between.
 */
const cellText = (text: string, type: CellType) => (type === 'text' ? neutralised(text) : text);

export async function writeCsv(doc: ExportDocument, progress?: RowProgress): Promise<Buffer> {
  const records: string[][] = [];
  const several = doc.sheets.length > 1;
  await forEachRowChunked(
    doc,
    progress,
    // numbers are data, not formulas: only text is neutralised (-137,14 stays -137,14)
    (sheet, row) => records.push(sheet.columns.map((c) => cellText(nlCell(row[c.key] ?? null, c.type, false), c.type))),
    (sheet, index) => {
      if (index > 0) records.push([]);
      if (several) records.push([neutralised(sheet.name)]);
      records.push(sheet.columns.map((c) => neutralised(c.title)));
    },
  );
  return Buffer.from(csvText(records, csvFormatOf('nl'), { crlf: true }), 'utf8');
}
