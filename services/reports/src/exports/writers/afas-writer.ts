import { create } from 'xmlbuilder2';
import { AFAS_DECIMALS, type AfasComponent } from '../domain/documents/payroll-documents';
import { forEachRowChunked, type ExportDocument, type RowProgress } from '../domain/export-document';

/**
 * The AFAS export (ADR 0108): the first sheet of an `afasDocument` as the XML of an AFAS Profit
 * UpdateConnector for variable values (HrVarValue): an Element per employee (EmId), wage component
 * (VaId), date (DaBe) and value (Va, xs:decimal with the component's decimals). Valid against
 * afas-export.xsd.
 */
export async function writeAfasXml(doc: ExportDocument, progress?: RowProgress): Promise<Buffer> {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('HrVarValue', {
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
  });
  const [first] = doc.sheets;
  await forEachRowChunked({ ...doc, sheets: first ? [first] : [] }, progress, (_sheet, row) => {
    const code = String(row.component) as AfasComponent;
    const fields = root.ele('Element').ele('Fields', { Action: 'insert' });
    fields.ele('EmId').txt(String(row.employee));
    fields.ele('VaId').txt(code);
    fields.ele('DaBe').txt(String(row.date));
    fields.ele('Va').txt(Number(row.value).toFixed(AFAS_DECIMALS[code] ?? 2));
  });
  return Buffer.from(root.end({ prettyPrint: true }), 'utf8');
}
