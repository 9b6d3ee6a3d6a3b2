import type { ExportFormat } from '@app/contracts';
import type { ExportDocument, RowProgress } from '../domain/export-document';
import { writeAfasXml } from './afas-writer';
import { writeCsv } from './csv-writer';
import { writePdf } from './pdf-writer';
import { writeXlsx } from './xlsx-writer';
import { writeXml } from './xml-writer';

/** The writer of each export format (totals: the work state's totals document as XLSX, ADR 0108). */
export const WRITERS: Record<ExportFormat, (doc: ExportDocument, progress?: RowProgress) => Promise<Buffer>> = {
  xlsx: writeXlsx,
  pdf: writePdf,
  csv: writeCsv,
  xml: writeXml,
  afas: writeAfasXml,
  totals: writeXlsx,
};
