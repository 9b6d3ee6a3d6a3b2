import { DOCUMENT_EXPORT_FORMATS, type ExportFormat, type Locale } from '@app/contracts';
import type { BranchScope, ServiceDeps, Tx } from '@app/service-kit';
import { nlDate } from './dutch-format';
import type { ExportDocument } from './export-document';

/**
 * Who asked for an export, kept with the job so the worker builds the report as the caller would
 * have seen it: the pool, the profile (the only one that may download it) and its branch scope.
 */
export interface ExportCaller {
  poolId: number;
  profileId: number;
  username: string;
  scope: BranchScope;
}

export interface ExportBuild<F> {
  deps: ServiceDeps;
  caller: ExportCaller;
  filter: F;
  locale: Locale;
  now: Date;
  /** the format asked for: a source with formats of its own (afas, totals) builds their document */
  format: ExportFormat;
}

/** A report that can be exported: its right, its filter check, its document, and the Dutch name of its file. */
export interface ExportSource<F = unknown> {
  key: string;
  /** the rights that open the report (any one) */
  rights: readonly string[];
  /** the formats it is exported in; DOCUMENT_EXPORT_FORMATS when not given */
  formats?: readonly ExportFormat[];
  /** validates the filter as the report's GET does (throws the 422 of `validate`) */
  parseFilter(filter: unknown, now: Date): F;
  /** ids the filter names must be the caller's to see (404 otherwise), checked when the export is asked for */
  checkFilter?(tx: Tx, caller: ExportCaller, filter: F): Promise<void>;
  build(input: ExportBuild<F>): Promise<ExportDocument>;
  /** the file name without its extension, in Dutch (e.g. 'Reiskosten_01-09-2026_tm_30-09-2026') */
  fileBase(filter: F, format?: ExportFormat): string;
}

/** 'Reiskosten', '2026-09-01', '2026-09-30' -> 'Reiskosten_01-09-2026_tm_30-09-2026': safe in every file system. */
export function dutchFileBase(title: string, from?: string, to?: string): string {
  const parts = [title, ...(from && to ? [nlDate(from), 'tm', nlDate(to)] : [])];
  return parts
    .join('_')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_');
}

/** A Content-Disposition that every browser reads: the ASCII name, and the same name encoded (RFC 6266). */
export const attachmentHeader = (fileName: string) =>
  // the plain name only in printable ASCII (a header may not carry more); filename* has the whole name
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** The formats a source is exported in. */
export const formatsOf = (source: Pick<ExportSource, 'formats'>): readonly ExportFormat[] => source.formats ?? DOCUMENT_EXPORT_FORMATS;
