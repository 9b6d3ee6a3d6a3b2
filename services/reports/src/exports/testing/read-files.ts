import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { validateXML } from 'xmllint-wasm';

/** Test helpers that read an export back the way its reader would: the XLSX cells, the PDF text, the XML against its schema. */

/** Every worksheet's rows as cell values (dates as Date, numbers as numbers), with each cell's number format. */
export async function readXlsx(file: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book.worksheets.map((ws) => ({
    name: ws.name,
    rows: ws
      .getSheetValues()
      .slice(1)
      .map((r) => (Array.isArray(r) ? r.slice(1) : [])),
    formats: (ws.getRow(2).values as unknown[]).slice(1).map((_, i) => ws.getRow(2).getCell(i + 1).numFmt ?? null),
    bold: (row: number) => Boolean(ws.getRow(row).font?.bold),
  }));
}

/** The text of every page, in reading order, spaces collapsed. */
export async function readPdfText(file: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(file));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Validates an XML text against one of the service's XSD files; answers the errors (none: valid). */
export async function xsdErrors(xml: string, xsdPath: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'export.xml', contents: xml }],
    schema: [{ fileName: path.basename(xsdPath), contents: fs.readFileSync(xsdPath, 'utf8') }],
  });
  return result.errors.map((e) => e.rawMessage);
}
