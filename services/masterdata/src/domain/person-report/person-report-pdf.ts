import PDFDocument from 'pdfkit';
import type { Locale } from '@app/contracts';

type Title = Record<Locale, string>;

/** One section of the report: a title and its lines of label and value. */
export interface ReportSection {
  title: Title;
  lines: { label: Title | string; value: string }[];
  /** shown when the section has no lines */
  empty: Title;
}

/** The person's fields in the report, in the form's order; the BSN stays out (it has its own right). */
export const PERSON_REPORT_FIELDS: readonly { key: string; title: Title; date?: true }[] = [
  { key: 'first_name', title: { nl: 'Voornaam', en: 'First name' } },
  { key: 'middle_name', title: { nl: 'Tussenvoegsel', en: 'Middle name' } },
  { key: 'last_name', title: { nl: 'Achternaam', en: 'Last name' } },
  { key: 'initials', title: { nl: 'Voorletters', en: 'Initials' } },
  { key: 'birth_date', title: { nl: 'Geboortedatum', en: 'Birth date' }, date: true },
  { key: 'personnel_number', title: { nl: 'Personeelsnummer', en: 'Personnel number' } },
  { key: 'intake_date', title: { nl: 'Intakedatum', en: 'Intake date' }, date: true },
  { key: 'street', title: { nl: 'Straat', en: 'Street' } },
  { key: 'number', title: { nl: 'Huisnummer', en: 'Number' } },
  { key: 'addition', title: { nl: 'Toevoeging', en: 'Addition' } },
  { key: 'postal_code', title: { nl: 'Postcode', en: 'Postal code' } },
  { key: 'city', title: { nl: 'Plaats', en: 'City' } },
  { key: 'telephone', title: { nl: 'Telefoon', en: 'Telephone' } },
  { key: 'mobile', title: { nl: 'Mobiel', en: 'Mobile' } },
  { key: 'email', title: { nl: 'E-mail', en: 'Email' } },
];

export const REPORT_TITLE: Title = { nl: 'Persoonsgegevens', en: 'Personal data' };

/** YYYY-MM-DD as DD-MM-YYYY (spec 001 section 9); anything else as it is. */
export const dutchDate = (value: string) => (/^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10).split('-').reverse().join('-') : value);

/** The report as data in one language (GET report/person/{id}'s `report_data`): what the PDF prints, line for line. */
export function personReportData(name: string, madeOn: string, sections: readonly ReportSection[], locale: Locale) {
  return {
    title: `${REPORT_TITLE[locale]}: ${name}`,
    name,
    made_on: madeOn,
    sections: sections.map((section) => ({
      title: section.title[locale],
      empty: section.empty[locale],
      lines: section.lines.map((line) => ({ label: typeof line.label === 'string' ? line.label : line.label[locale], value: line.value })),
    })),
  };
}

/** A4 portrait: the person's name, the day it was made, then each section with its lines. */
export async function personReportPdf(name: string, madeOn: string, sections: readonly ReportSection[], locale: Locale): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${REPORT_TITLE[locale]} ${name}` } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => pdf.on('end', () => resolve()));
  pdf.font('Helvetica-Bold').fontSize(16).text(`${REPORT_TITLE[locale]}: ${name}`);
  pdf.font('Helvetica').fontSize(9).text(dutchDate(madeOn));
  for (const section of sections) {
    pdf.moveDown();
    pdf.font('Helvetica-Bold').fontSize(12).text(section.title[locale]);
    pdf.moveDown(0.3);
    if (!section.lines.length) pdf.font('Helvetica').fontSize(10).text(section.empty[locale]);
    for (const line of section.lines) {
      pdf
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(typeof line.label === 'string' ? line.label : line.label[locale]);
      pdf
        .font('Helvetica')
        .fontSize(10)
        .text(line.value || '-');
      pdf.moveDown(0.3);
    }
  }
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
