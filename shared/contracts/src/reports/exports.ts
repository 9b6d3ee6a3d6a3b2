import { z } from 'zod';
import { recordId } from '../record-id';

/**
 * Report exports run as jobs on the server (ADR 0093): POST asks for one, GET
 * follows its progress, and the file is downloaded when it is done. CSV of a screen's table is
 * also built client-side (RPT-MENU-06); the server's CSV is the same table in Dutch formats.
 */
export const EXPORT_FORMATS = ['xlsx', 'pdf', 'csv', 'xml', 'afas', 'totals'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The formats every exportable report has; afas (an AFAS Profit import) and totals (XLSX) are the work state's own (ADR 0108). */
export const DOCUMENT_EXPORT_FORMATS = ['xlsx', 'pdf', 'csv', 'xml'] as const satisfies readonly ExportFormat[];

export const EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** The content type each format is downloaded with. */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  afas: 'application/xml; charset=utf-8',
  totals: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The file extension of each format. */
export const EXPORT_FILE_EXTENSIONS: Record<ExportFormat, string> = {
  xlsx: 'xlsx',
  pdf: 'pdf',
  csv: 'csv',
  xml: 'xml',
  afas: 'xml',
  totals: 'xlsx',
};

/** How long a finished export stays downloadable. */
export const EXPORT_KEEP_HOURS = 24;

/** POST /api/reports/{key}/exports: the format and the report's filter (the same keys as GET /api/reports/{key}). */
export const exportCreateSchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS, { error: 'The format must be one of xlsx, pdf, csv, xml, afas or totals.' }),
  filter: z.record(z.string(), z.unknown()).default({}),
});
export type ExportCreateInput = z.infer<typeof exportCreateSchema>;

/** RPT-MENU-07: POST /api/pdf (API-78; /api/reports/pdf is its alias), a report page's HTML printed as PDF (the 1 MB body limit bounds it). */
export const htmlPdfSchema = z.strictObject({
  html: z.string({ error: 'The html field is required.' }).trim().min(1, 'The html field is required.'),
  title: z.string().max(200, 'The title may not be greater than 200 characters.').optional(),
  /** answer the file as base64 text (the client saves the body text), as RPT-MENU-06's base64=true */
  base64: z.boolean({ error: 'The base64 field must be true or false.' }).optional(),
});
export type HtmlPdfInput = z.infer<typeof htmlPdfSchema>;

export const exportIdParamsSchema = z.object({ id: recordId() });
export const exportReportParamsSchema = z.object({ key: z.string().regex(/^[a-z][a-z-]{1,40}$/, 'Unknown report.') });

/** An export job as its creator sees it. `progress.total` is 0 until the report's rows are counted. */
export interface ExportJobView {
  id: number;
  report: string;
  format: ExportFormat;
  state: ExportState;
  progress: { done: number; total: number };
  file_name: string | null;
  error: string | null;
  created_at: string;
  expires_at: string;
}

/** A job the creator may still download; its download address. */
export const exportDownloadPath = (id: number) => `/api/reports/exports/${id}/download`;
export const exportJobPath = (id: number) => `/api/reports/exports/${id}`;
export const exportCreatePath = (key: string) => `/api/reports/${key}/exports`;
