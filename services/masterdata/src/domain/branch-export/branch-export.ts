import PDFDocument from 'pdfkit';
import { BRANCH_EXPORT_COLUMNS, BRANCH_REMARKS, type Locale } from '@app/contracts';
import { csvColumnsOf, toCsv, type CsvHeaderColumn } from '@app/service-kit';

type Title = Record<Locale, string>;

/**
 * The export's columns for this caller, titled as the client asks (`csv-columns`, ADR 0105) or by
 * their label keys: a remark column only for who holds its tab's right (ID-PERM-11); asked for
 * without it, it is left out.
 */
export function branchExportColumns(query: Record<string, unknown>, holds: (right: string) => boolean): CsvHeaderColumn[] {
  const withheld = Object.values(BRANCH_REMARKS)
    .filter((r) => !holds(r.right))
    .map((r) => r.field as string);
  return csvColumnsOf(
    query,
    BRANCH_EXPORT_COLUMNS.filter((c) => !withheld.includes(c.value)),
    withheld,
  );
}

const REGION_NAMES: Record<string, Title> = {
  north: { nl: 'Noord', en: 'North' },
  middle: { nl: 'Midden', en: 'Middle' },
  south: { nl: 'Zuid', en: 'South' },
};

const TITLE: Title = { nl: 'Vestiging', en: 'Branch' };

/** The export's row: region as readers know it. */
export const exportRow = (row: Record<string, unknown>, locale: Locale): Record<string, unknown> => ({
  ...row,
  region: typeof row.region === 'string' ? (REGION_NAMES[row.region]?.[locale] ?? row.region) : null,
});

/** One header line and one data line; the same CSV rules as the lists (quoting, formula neutralising). */
export const branchCsv = (columns: readonly CsvHeaderColumn[], row: Record<string, unknown>, locale: Locale) =>
  toCsv(columns, [row], locale);

/** A4 portrait: the branch's name as title, then each field as a title and its value. */
export async function branchPdf(columns: readonly CsvHeaderColumn[], row: Record<string, unknown>, locale: Locale): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${TITLE[locale]} ${String(row.name ?? '')}` } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => pdf.on('end', () => resolve()));
  pdf
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`${TITLE[locale]}: ${String(row.name ?? '')}`);
  pdf.moveDown();
  for (const column of columns) {
    const value = row[column.value];
    pdf.font('Helvetica-Bold').fontSize(9).text(column.title);
    pdf
      .font('Helvetica')
      .fontSize(10)
      .text(value === null || value === undefined || value === '' ? '-' : String(value));
    pdf.moveDown(0.4);
  }
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A download name from the branch's name: letters, digits, dot and dash. */
export const exportFileName = (name: string, format: 'csv' | 'pdf') => `${name.replace(/[^\w.-]+/g, '_') || 'branch'}.${format}`;
