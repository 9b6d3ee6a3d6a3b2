import PDFDocument from 'pdfkit';
import type { Locale } from '@app/contracts';
import { toCsv, type CsvColumn } from '@app/service-kit';

type Title = Record<Locale, string>;

/** The branch's data in the export, in the form's order (MD-BRANCH-01..02), titled as the form labels them. */
export const BRANCH_EXPORT_COLUMNS: readonly CsvColumn[] = [
  { value: 'name', title: { nl: 'Naam', en: 'Name' } },
  { value: 'branch_type_name', title: { nl: 'Vestigingstype', en: 'Branch type' } },
  { value: 'parent_name', title: { nl: 'Bovenliggende vestiging', en: 'Parent branch' } },
  { value: 'brin', title: { nl: 'BRIN', en: 'BRIN' } },
  { value: 'street', title: { nl: 'Straat', en: 'Street' } },
  { value: 'number', title: { nl: 'Huisnummer', en: 'Number' } },
  { value: 'addition', title: { nl: 'Toevoeging', en: 'Addition' } },
  { value: 'postal_code', title: { nl: 'Postcode', en: 'Postal code' } },
  { value: 'city', title: { nl: 'Plaats', en: 'City' } },
  { value: 'region', title: { nl: 'Regio', en: 'Region' } },
  { value: 'phone', title: { nl: 'Telefoon', en: 'Phone' } },
  { value: 'email', title: { nl: 'E-mail', en: 'Email' } },
  { value: 'website', title: { nl: 'Website', en: 'Website' } },
  { value: 'contact_person', title: { nl: 'Contactpersoon', en: 'Contact person' } },
  { value: 'second_contact_person', title: { nl: 'Tweede contactpersoon', en: 'Second contact person' } },
  { value: 'labels', title: { nl: 'Labels', en: 'Labels' } },
  { value: 'admin_remark', title: { nl: 'Opmerking beheer', en: 'Admin remark' } },
  { value: 'substitute_information', title: { nl: 'Informatie voor invallers', en: 'Information for substitutes' } },
  { value: 'internal_remark', title: { nl: 'Interne opmerking', en: 'Internal remark' } },
  { value: 'matching_info', title: { nl: 'Matchinginformatie', en: 'Matching info' } },
];

/** The remark columns each need their own tab right to be exported (ID-PERM-11). */
export const REMARK_EXPORT_COLUMNS = ['admin_remark', 'substitute_information', 'internal_remark', 'matching_info'] as const;

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
export const branchCsv = (columns: readonly CsvColumn[], row: Record<string, unknown>, locale: Locale) => toCsv(columns, [row], locale);

/** A4 portrait: the branch's name as title, then each field as a title and its value. */
export async function branchPdf(columns: readonly CsvColumn[], row: Record<string, unknown>, locale: Locale): Promise<Buffer> {
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
    pdf.font('Helvetica-Bold').fontSize(9).text(column.title[locale]);
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
