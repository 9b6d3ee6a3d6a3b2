import type { Context } from 'koa';
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_FILE_EXTENSIONS,
  EXPORT_FORMATS,
  exportCreateSchema,
  exportIdParamsSchema,
  exportReportParamsSchema,
  hasAnyRight,
  htmlPdfSchema,
  Messages,
  REPORT_CATALOGUE,
  ReportMessages,
  type ExportFormat,
  type Locale,
} from '@app/contracts';
import {
  authOf,
  branchScopeOf,
  conflict,
  forbidden,
  notFound,
  ok,
  parseNestedQuery,
  unprocessable,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import { z } from 'zod';
import { rowCount } from '../domain/export-document';
import { htmlToDocument } from '../domain/html-document';
import { createExportJob } from '../flows/create-export-job';
import { directExportDocument } from '../flows/direct-export';
import { ownJob } from '../flows/export-job';
import { ownJobFile } from '../flows/export-job-file';
import type { ExportSources } from '../flows/run-export-jobs';
import { attachmentHeader, dutchFileBase, formatsOf, type ExportCaller, type ExportSource } from '../domain/export-sources';
import { mountPoolToolRoutes, poolToolRoutes } from '../../pool-tool/routes/pool-tool';
import { contractsRoutes, mountContractsRoutes } from '../../reports/routes/contracts';
import { mountSecondmentRoutes, secondmentRoutes } from '../../reports/routes/secondment';
import { EXPORT_SOURCES } from '../flows/export-source-list';
import { kickExportWorkers } from '../jobs/export-worker';
import { WRITERS } from '../writers';

/** Every right that opens a report: the export calls need one of them, then the report's own. */
const ANY_REPORT_RIGHT = [...new Set(REPORT_CATALOGUE.flatMap((r) => r.rights))];

export const ExportMessages = {
  notReady: 'The export is not ready yet.',
  /** RPT-MENU-06's direct download is for a screenful; a longer report goes through an export job */
  htmlTooLong: 'The page has more than {{max}} table rows to print.',
  tooLong: 'This export has more than {{max}} rows. Use the export job (POST /api/reports/{{key}}/exports).',
  /** afas and totals are the work state's own formats (ADR 0108) */
  noSuchFormat: 'The {{key}} report has no {{format}} export.',
} as const;

const noSuchFormat = (key: string, format: string) => ExportMessages.noSuchFormat.replace('{{key}}', key).replace('{{format}}', format);

/** The most rows a direct (RPT-MENU-06) download writes while the caller waits. */
export const DIRECT_EXPORT_MAX_ROWS = 5_000;

export const exportCallerOf = (ctx: Context): ExportCaller => {
  const auth = authOf(ctx);
  return { poolId: auth.pool_id, profileId: auth.profile_id, username: auth.username, scope: branchScopeOf(auth) };
};

const localeOf = (ctx: Context): Locale => (ctx.state.locale as Locale | undefined) ?? 'nl';

function sourceFor(ctx: Context, sources: ExportSources, key: string): ExportSource {
  const source = sources.get(key);
  if (!source) throw notFound(ReportMessages.unknownReport.replace('{{key}}', key));
  if (!hasAnyRight(authOf(ctx), source.rights)) throw forbidden(Messages.notEnoughPermissions);
  return source;
}

/** RPT-MENU-06: `base64=true` answers the file as base64 text (the client saves the body text). */
const directQuerySchema = z.object({ base64: z.enum(['true', 'false', '1', '0']).optional() });

/**
 * Report exports (ADR 0093): an export job per POST, run by the service's worker
 * in chunks with its progress readable; only its creator reads it and downloads its file. The
 * RPT-MENU-06 form (`GET /reports/:key/xlsx-export?filter...&base64=true`) writes a short export at once.
 */
export function mountExportRouteList(mount: RouteMounter, deps: ServiceDeps, sources: ExportSources): void {
  mount(exportRoutes.job, async (ctx) => {
    const { id } = validate(exportRoutes.job.params, ctx.params);
    const caller = exportCallerOf(ctx);
    const job = await ownJob(deps, caller, id);
    if (!job) throw notFound(Messages.notFound.replace('{{id}}', String(id)));
    ok(ctx, job);
  });

  mount(exportRoutes.download, async (ctx) => {
    const { id } = validate(exportRoutes.download.params, ctx.params);
    const caller = exportCallerOf(ctx);
    const found = await ownJobFile(deps, caller, id);
    if (!found) throw notFound(Messages.notFound.replace('{{id}}', String(id)));
    if (!found.file) throw conflict(ExportMessages.notReady);
    ctx.set('content-type', found.contentType);
    ctx.set('content-disposition', attachmentHeader(found.fileName));
    ctx.body = found.file;
  });

  mount(exportRoutes.create, async (ctx) => {
    const { key } = validate(exportRoutes.create.params, ctx.params);
    const source = sourceFor(ctx, sources, key);
    const input = validate(exportRoutes.create.body, ctx.request.body ?? {});
    if (!formatsOf(source).includes(input.format)) throw unprocessable({ format: [noSuchFormat(key, input.format)] });
    const job = await createExportJob(deps, source, exportCallerOf(ctx), {
      key,
      filter: input.filter,
      format: input.format,
      locale: localeOf(ctx),
    });
    kickExportWorkers();
    ok(ctx, job, {}, 202);
  });

  // RPT-MENU-07: the page's HTML as PDF, through the same writer as every export
  for (const route of [exportRoutes.pdf, exportRoutes.pdfAlias])
    mount(route, async (ctx) => {
      const input = validate(exportRoutes.pdf.body, ctx.request.body ?? {});
      const doc = htmlToDocument(input.html, localeOf(ctx), input.title);
      if (rowCount(doc) > DIRECT_EXPORT_MAX_ROWS)
        throw unprocessable({ html: [ExportMessages.htmlTooLong.replace('{{max}}', String(DIRECT_EXPORT_MAX_ROWS))] });
      const file = await WRITERS.pdf(doc);
      ctx.set('content-disposition', attachmentHeader(`${dutchFileBase(doc.title)}.pdf`));
      ctx.set('content-type', input.base64 ? 'text/plain; charset=utf-8' : EXPORT_CONTENT_TYPES.pdf);
      ctx.body = input.base64 ? file.toString('base64') : file;
    });

  for (const format of EXPORT_FORMATS) {
    mount(directExportRoutes[format], async (ctx) => {
      const { key } = validate(exportReportParamsSchema, ctx.params);
      const source = sourceFor(ctx, sources, key);
      if (!formatsOf(source).includes(format)) throw notFound(noSuchFormat(key, format));
      const query = validate(directQuerySchema, ctx.query);
      const raw = parseNestedQuery(ctx) as { filter?: unknown };
      const { doc, filter } = await directExportDocument(deps, source, exportCallerOf(ctx), {
        rawFilter: raw.filter ?? {},
        locale: localeOf(ctx),
        format,
      });
      if (rowCount(doc) > DIRECT_EXPORT_MAX_ROWS)
        throw conflict(ExportMessages.tooLong.replace('{{max}}', String(DIRECT_EXPORT_MAX_ROWS)).replace('{{key}}', key));
      const file = await WRITERS[format](doc);
      const base64 = query.base64 === 'true' || query.base64 === '1';
      ctx.set('content-disposition', attachmentHeader(`${source.fileBase(filter, format)}.${EXPORT_FILE_EXTENSIONS[format]}`));
      ctx.set('content-type', base64 ? 'text/plain; charset=utf-8' : EXPORT_CONTENT_TYPES[format]);
      ctx.body = base64 ? file.toString('base64') : file;
    });
  }
}

/** Server-side exports (XLSX, PDF, CSV, XML) as jobs with progress, and the pool tool XML export. */
export function mountExportRoutes(mount: RouteMounter, deps: ServiceDeps): void {
  mountPoolToolRoutes(mount, deps);
  mountSecondmentRoutes(mount, deps);
  mountContractsRoutes(mount, deps);
  mountExportRouteList(mount, deps, EXPORT_SOURCES);
}

const FORMAT_WORDS: Record<ExportFormat, string> = {
  xlsx: 'XLSX',
  pdf: 'PDF',
  csv: 'CSV',
  xml: 'XML',
  afas: 'an AFAS Profit import (XML, the work state only)',
  totals: 'an XLSX of its totals per person and branch (the work state only)',
};

/** The export calls, declared once (docs/architecture.md 'The API contract'). */
const exportRoutes = {
  create: {
    method: 'post',
    path: '/reports/:key/exports',
    summary:
      "Queues an export of a report (xlsx, pdf, csv or xml; the work state also afas and totals) with the report's filter; answers the job (202)",
    access: ANY_REPORT_RIGHT,
    params: exportReportParamsSchema,
    body: exportCreateSchema,
  },
  job: {
    method: 'get',
    path: '/reports/exports/:id',
    summary: "One of the caller's export jobs: state (queued, running, done, failed) and progress (rows done of total)",
    access: ANY_REPORT_RIGHT,
    params: exportIdParamsSchema,
  },
  download: {
    method: 'get',
    path: '/reports/exports/:id/download',
    summary: "The file of the caller's finished export, with its content type and Dutch file name (409 until it is done)",
    access: ANY_REPORT_RIGHT,
    params: exportIdParamsSchema,
    answers: 'file',
  },
  pdf: {
    method: 'post',
    path: '/pdf',
    summary:
      "RPT-MENU-07, API-78: a report page's HTML as PDF (title, text before the first table, each table a section); base64: as base64 text",
    access: ANY_REPORT_RIGHT,
    body: htmlPdfSchema,
    answers: 'file',
  },
  pdfAlias: {
    method: 'post',
    path: '/reports/pdf',
    summary: 'The same as POST /pdf, kept for callers of the earlier address',
    access: ANY_REPORT_RIGHT,
    body: htmlPdfSchema,
    answers: 'file',
  },
} satisfies Record<string, ApiRoute>;

const directExportRoutes = Object.fromEntries(
  EXPORT_FORMATS.map((format): [ExportFormat, ApiRoute] => [
    format,
    {
      method: 'get',
      path: `/reports/:key/${format}-export`,
      summary: `RPT-MENU-06: the report as ${FORMAT_WORDS[format]} at once (base64=true: as base64 text); at most ${DIRECT_EXPORT_MAX_ROWS} rows`,
      access: ANY_REPORT_RIGHT,
      params: exportReportParamsSchema,
      query: directQuerySchema,
      answers: 'file',
    },
  ]),
) as Record<ExportFormat, ApiRoute>;

/** The routes `mountExportRouteList` mounts, in their order. */
export const exportRouteList: ApiRoute[] = [...Object.values(exportRoutes), ...Object.values(directExportRoutes)];

/** Every route `mountExportRoutes` mounts, for the service's published routes. */
export const exportsApi: ApiRoute[] = [
  ...Object.values(poolToolRoutes),
  ...Object.values(secondmentRoutes),
  ...Object.values(contractsRoutes),
  ...exportRouteList,
];
