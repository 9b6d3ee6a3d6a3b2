import type { ExportFormat } from '@app/contracts';
import type { ExportDocument, RowProgress } from '../export-document';
import { writeCsv } from './csv-writer';
import { writePdf } from './pdf-writer';
import { writeXlsx } from './xlsx-writer';
import { writeXml } from './xml-writer';

/** The writer of each export format. */
export const WRITERS: Record<ExportFormat, (doc: ExportDocument, progress?: RowProgress) => Promise<Buffer>> = {
  xlsx: writeXlsx,
  pdf: writePdf,
  csv: writeCsv,
  xml: writeXml,
};
