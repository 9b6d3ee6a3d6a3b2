import PDFDocument from 'pdfkit';
import type { Locale } from '@app/contracts';
import { nlCell } from '../domain/dutch-format';
import { forEachRowChunked, type ExportColumn, type ExportDocument, type RowProgress } from '../domain/export-document';

const MARGIN = 36;
const ROW_HEIGHT = 14;
const FONT_SIZE = 8;
const PAGE_OF: Record<Locale, (page: number, pages: number) => string> = {
  nl: (page, pages) => `Pagina ${page} van ${pages}`,
  en: (page, pages) => `Page ${page} of ${pages}`,
};

/** Text columns get twice the room of number and date columns. */
function columnWidths(columns: readonly ExportColumn[], width: number): number[] {
  const weights = columns.map((c) => (c.type === 'text' ? 2 : 1));
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  return weights.map((w) => (width * w) / sum);
}

/**
 * A PDF (A4 landscape, pdfkit with its built-in Helvetica): the title and filter, then per sheet a
 * table whose header repeats on every page; numbers right-aligned with a decimal comma, amounts in
 * euro, dates DD-MM-YYYY; the page number under each page.
 */
export async function writePdf(doc: ExportDocument, progress?: RowProgress): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: true, info: { Title: doc.title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => pdf.on('end', () => resolve()));
  const width = pdf.page.width - 2 * MARGIN;
  const bottom = () => pdf.page.height - MARGIN - ROW_HEIGHT * 2;
  let y = MARGIN;
  let widths: number[] = [];
  let columns: ExportColumn[] = [];

  const drawRow = (texts: string[], bold: boolean, shade: boolean) => {
    if (shade)
      pdf
        .rect(MARGIN, y - 2, width, ROW_HEIGHT)
        .fill('#e8eaf0')
        .fillColor('black');
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    let x = MARGIN;
    texts.forEach((text, i) => {
      const w = widths[i] ?? 0;
      const right = columns[i]?.type !== 'text';
      pdf.text(text, x + 2, y, { width: w - 4, align: right ? 'right' : 'left', lineBreak: false, ellipsis: true, height: ROW_HEIGHT });
      x += w;
    });
    y += ROW_HEIGHT;
  };
  const header = () =>
    drawRow(
      columns.map((c) => c.title),
      true,
      true,
    );
  const newPageIfFull = () => {
    if (y <= bottom()) return;
    pdf.addPage();
    y = MARGIN;
    header();
  };

  pdf.font('Helvetica-Bold').fontSize(16).text(doc.title, MARGIN, y);
  y = pdf.y + 2;
  pdf.font('Helvetica').fontSize(10).text(doc.subtitle, MARGIN, y);
  y = pdf.y + 10;

  await forEachRowChunked(
    doc,
    progress,
    (_sheet, row, isTotals) => {
      newPageIfFull();
      drawRow(
        columns.map((c) => nlCell(row[c.key] ?? null, c.type, true)),
        isTotals,
        false,
      );
    },
    (sheet) => {
      columns = sheet.columns;
      widths = columnWidths(columns, width);
      if (y > bottom() - 3 * ROW_HEIGHT) {
        pdf.addPage();
        y = MARGIN;
      }
      pdf.font('Helvetica-Bold').fontSize(12).text(sheet.name, MARGIN, y);
      y = pdf.y + 4;
      header();
    },
    () => {
      y += ROW_HEIGHT;
    },
  );

  if (doc.footer) {
    if (y > bottom() - 3 * ROW_HEIGHT) {
      pdf.addPage();
      y = MARGIN;
    }
    pdf
      .font('Helvetica')
      .fontSize(FONT_SIZE + 1)
      .text(doc.footer, MARGIN, y, { width });
  }

  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    pdf
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text(PAGE_OF[doc.locale](i + 1, range.count), MARGIN, pdf.page.height - MARGIN - 10, { width, align: 'right', lineBreak: false });
  }
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
