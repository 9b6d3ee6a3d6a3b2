import path from 'node:path';
import { create } from 'xmlbuilder2';
import type { ExportDocument } from '../domain/export-document';
import { readPdfText, readXlsx, xsdErrors } from '../testing/read-files';
import { writeCsv } from './csv-writer';
import { writePdf } from './pdf-writer';
import { writeXlsx, XLSX_FORMATS } from './xlsx-writer';
import { writeXml } from './xml-writer';

/** The four writers on one hand-made document: Dutch formats, typed cells, progress by chunk. */
const doc: ExportDocument = {
  report: 'travel-expenses',
  locale: 'nl',
  title: 'Reiskosten',
  subtitle: 'Periode 01-09-2026 t/m 30-09-2026',
  sheets: [
    {
      name: 'Totalen',
      columns: [
        { key: 'person', title: 'Invaller', type: 'text' },
        { key: 'date', title: 'Datum', type: 'date' },
        { key: 'wtf', title: 'WTF', type: 'wtf' },
        { key: 'hours', title: 'Uren', type: 'hours' },
        { key: 'travel_cost', title: 'Reiskosten', type: 'money' },
      ],
      rows: [
        { person: 'Anna de Vries', date: '2026-09-03', wtf: 0.125, hours: 5, travel_cost: 1234.5 },
        { person: '=SUM(A1)', date: '2026-09-14', wtf: 0.1, hours: 3.25, travel_cost: 2.04 },
      ],
      totals: { person: 'Totaal', date: null, wtf: 0.225, hours: 8.25, travel_cost: -1236.54 },
    },
  ],
};

describe('export writers', () => {
  it('CSV: BOM, semicolons, DD-MM-YYYY, decimal comma without grouping, text formulas neutralised, negative numbers kept', async () => {
    const text = (await writeCsv(doc)).toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Invaller;Datum;WTF;Uren;Reiskosten',
      'Anna de Vries;03-09-2026;0,1250;5,0;1234,50',
      "'=SUM(A1);14-09-2026;0,1000;3,3;2,04",
      'Totaal;;0,2250;8,3;-1236,54',
      '',
    ]);
  });

  it('XLSX: real dates and numbers with Dutch-showing formats, a bold totals row, the header frozen', async () => {
    const [sheet] = await readXlsx(await writeXlsx(doc));
    expect(sheet!.name).toBe('Totalen');
    expect(sheet!.rows[0]).toEqual(['Invaller', 'Datum', 'WTF', 'Uren', 'Reiskosten']);
    expect(sheet!.rows[1]).toEqual(['Anna de Vries', new Date('2026-09-03T00:00:00Z'), 0.125, 5, 1234.5]);
    expect(sheet!.rows[3]).toEqual(['Totaal', undefined, 0.225, 8.25, -1236.54]);
    expect(sheet!.formats.slice(1)).toEqual([XLSX_FORMATS.date, XLSX_FORMATS.wtf, XLSX_FORMATS.hours, XLSX_FORMATS.money]);
    expect(XLSX_FORMATS.date).toBe('dd-mm-yyyy');
    expect(sheet!.bold(1)).toBe(true);
    expect(sheet!.bold(4)).toBe(true);
    expect(sheet!.bold(2)).toBe(false);
  });

  it('PDF: the title, the filter and each cell as Dutch text, with the page number', async () => {
    const text = await readPdfText(await writePdf(doc));
    for (const piece of [
      'Reiskosten',
      'Periode 01-09-2026 t/m 30-09-2026',
      'Anna de Vries',
      '03-09-2026',
      '0,1250',
      '€ 1.234,50',
      'Totaal',
      '€ -1.236,54',
      'Pagina 1 van 1',
    ])
      expect(text).toContain(piece);
  });

  it('PDF: a long table runs over pages with its header on each', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({
      person: `Persoon ${i + 1}`,
      date: '2026-09-03',
      wtf: 0.1,
      hours: 3,
      travel_cost: 1,
    }));
    const sheet = doc.sheets[0]!;
    const text = await readPdfText(await writePdf({ ...doc, locale: 'en', sheets: [{ ...sheet, rows, totals: undefined }] }));
    expect(text).toContain('Persoon 120');
    expect(text).toMatch(/Page 1 of [3-9]/);
    expect(text.match(/Invaller Datum WTF Uren Reiskosten/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it('XML: valid against report-export.xsd, values in XML Schema forms', async () => {
    const xml = (await writeXml(doc, undefined, new Date('2026-10-01T08:00:00Z'))).toString('utf8');
    expect(await xsdErrors(xml, path.join(__dirname, '../report-export.xsd'))).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed tree is walked by the names the test expects
    const parsed = create(xml).end({ format: 'object' }) as any;
    const first = parsed.export.sheet.rows.row[0].cell;
    expect(first.map((c: { '#': string }) => c['#'])).toEqual(['Anna de Vries', '2026-09-03', '0.1250', '5.0', '1234.50']);
    expect(parsed.export['@report']).toBe('travel-expenses');
    expect(parsed.export.sheet.totals.cell[4]['#']).toBe('-1236.54');
  });

  it('XML: a broken document fails the schema (the check can fail)', async () => {
    const xml = (await writeXml(doc)).toString('utf8').replace('type="wtf"', 'type="percent"');
    expect((await xsdErrors(xml, path.join(__dirname, '../report-export.xsd'))).join('\n')).toMatch(/percent/);
  });

  it('reports progress per chunk of 500 rows, then the total', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => ({ person: `P${i}`, date: '2026-09-03', wtf: 0.1, hours: 3, travel_cost: 1 }));
    const seen: number[] = [];
    await writeCsv({ ...doc, sheets: [{ ...doc.sheets[0]!, rows }] }, (n) => void seen.push(n));
    expect(seen).toEqual([500, 1000, 1201]);
  });
});
