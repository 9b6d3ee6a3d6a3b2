import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { DECIMALS } from '../domain/dutch-format';
import { forEachRowChunked, type Cell, type CellType, type ExportDocument, type RowProgress } from '../domain/export-document';

/** The namespace of report-export.xsd. */
export const REPORT_EXPORT_NS = 'urn:invalpool:report-export:1';

/**
 * XML is read by programs, so its values keep the XML Schema forms (xs:date 2026-11-03, xs:decimal
 * 0.1250) whatever the language; titles are in the caller's language. Valid against report-export.xsd.
 */
function xmlValue(value: Cell, type: CellType): string {
  if (value === null || value === '') return '';
  if (type === 'text' || type === 'date' || typeof value !== 'number') return String(value);
  return value.toFixed(DECIMALS[type]);
}

export async function writeXml(doc: ExportDocument, progress?: RowProgress, generatedAt = new Date()): Promise<Buffer> {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(REPORT_EXPORT_NS, 'export', {
    report: doc.report,
    generated: generatedAt.toISOString(),
  });
  root.ele('title').txt(doc.title);
  root.ele('subtitle').txt(doc.subtitle);
  let rows: XMLBuilder | undefined;
  const addRow = (parent: XMLBuilder, columns: { key: string; type: CellType }[], row: Record<string, Cell>) => {
    for (const c of columns) {
      const v = row[c.key] ?? null;
      const cell = parent.ele('cell', { column: c.key });
      if (v !== null && v !== '') cell.txt(xmlValue(v, c.type));
    }
  };
  await forEachRowChunked(
    doc,
    progress,
    (sheet, row, isTotals) => addRow(isTotals ? rows!.up().ele('totals') : rows!.ele('row'), sheet.columns, row),
    (sheet) => {
      const el = root.ele('sheet', { name: sheet.name });
      const columns = el.ele('columns');
      for (const c of sheet.columns) columns.ele('column', { key: c.key, type: c.type }).txt(c.title);
      rows = el.ele('rows');
    },
  );
  return Buffer.from(root.end({ prettyPrint: true }), 'utf8');
}
