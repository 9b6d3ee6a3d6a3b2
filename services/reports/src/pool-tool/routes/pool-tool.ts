import type { Context } from 'koa';
import {
  defaultReportPeriod,
  ExtraPermission as E,
  PoolToolMessages,
  poolToolGenerateSchema,
  poolToolListSchema,
  recordId,
} from '@app/contracts';
import {
  authOf,
  branchScopeOf,
  idParamsSchema,
  notFound,
  ok,
  parseNestedQuery,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import { z } from 'zod';
import { attachmentHeader, dutchFileBase } from '../../exports/domain/export-sources';
import { dateInAmsterdam } from '../../reports/domain/report-caller';
import type { PoolToolCaller } from '../domain/pool-tool-period';
import { generateExport } from '../flows/generate-export';
import { listPoolToolExports } from '../flows/list-pool-tool-exports';
import { periodExport } from '../flows/period-export';
import { poolToolExport } from '../flows/pool-tool-export';
import { regenerateExport } from '../flows/regenerate-export';
import { exportView, type StoredExport } from '../domain/export-view';

const RIGHT = [E.POOL_TOOL_XML];

function callerOf(ctx: Context, deps: ServiceDeps): PoolToolCaller {
  const auth = authOf(ctx);
  const now = deps.clock.now();
  return { poolId: auth.pool_id, scope: branchScopeOf(auth), username: auth.username, today: dateInAmsterdam(now), now };
}

const listQuerySchema = z.object({ filter: poolToolListSchema.default({}) });
const xmlQuerySchema = z.object({ filter: z.object({ branch: recordId(), period_from: z.string(), period_to: z.string() }) });

/** 'Pooltool_Het_Kompas_01-09-2026_tm_30-09-2026.xml' */
const xmlFileName = (row: StoredExport, branch: { name: string }) =>
  `${dutchFileBase(`Pooltool ${branch.name}`, row.periodFrom, row.periodTo)}.xml`;

function sendXml(ctx: Context, row: StoredExport, branch: { name: string }) {
  if (row.xml === null) throw notFound(PoolToolMessages.notGenerated);
  ctx.set('content-type', 'application/xml; charset=utf-8');
  ctx.set('content-disposition', attachmentHeader(xmlFileName(row, branch)));
  ctx.body = row.xml;
}

/**
 * The pool tool (RPT-XML-01..04, ADR 0095): the branches' exports over a period, generate (one report
 * per date), read with its findings, regenerate, and download the XML. POOL_TOOL_XML for all; a
 * board or school sees its own branches only.
 */
export function mountPoolToolRoutes(mount: RouteMounter, deps: ServiceDeps): void {
  mount(poolToolRoutes.list, async (ctx) => {
    const query = validate(listQuerySchema, parseNestedQuery(ctx)).filter;
    const caller = callerOf(ctx, deps);
    const month = defaultReportPeriod('month', caller.today);
    const filter = { ...query, period_from: query.period_from ?? month.from, period_to: query.period_to ?? month.to };
    const rows = await listPoolToolExports(deps, caller, filter);
    // the report wrapper reads the period back from meta, as every report answers it
    ok(ctx, rows, { report: 'pool-tool', filter, sorting: null } as never);
  });

  mount(poolToolRoutes.periodXml, async (ctx) => {
    const { filter } = validate(xmlQuerySchema, parseNestedQuery(ctx));
    const caller = callerOf(ctx, deps);
    const found = await periodExport(deps, caller, filter);
    if (!found) throw notFound(PoolToolMessages.notGenerated);
    sendXml(ctx, found.row, found.branch);
  });

  mount(poolToolRoutes.generate, async (ctx) => {
    const input = validate(poolToolGenerateSchema, ctx.request.body ?? {});
    const caller = callerOf(ctx, deps);
    const { row, branch } = await generateExport(deps, caller, input);
    ok(ctx, exportView(row, branch), {}, 201);
  });

  mount(poolToolRoutes.one, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const caller = callerOf(ctx, deps);
    const { row, branch } = await poolToolExport(deps, caller, id);
    ok(ctx, exportView(row, branch));
  });

  mount(poolToolRoutes.regenerate, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const caller = callerOf(ctx, deps);
    const { row, branch } = await regenerateExport(deps, caller, id);
    ok(ctx, exportView(row, branch));
  });

  mount(poolToolRoutes.xml, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const caller = callerOf(ctx, deps);
    const { row, branch } = await poolToolExport(deps, caller, id);
    sendXml(ctx, row, branch);
  });
}

/** The pool tool calls, declared once (docs/architecture.md 'The API contract'). */
export const poolToolRoutes = {
  list: {
    method: 'get',
    path: '/reports/pool-tool',
    summary: "The branches' pool tool exports over a period (has_xml, has_errors, id, updated_at)",
    access: RIGHT,
    query: listQuerySchema,
  },
  periodXml: {
    method: 'get',
    path: '/reports/pool-tool/xml',
    summary: "A branch's declaration for exactly this period (404 'The report is not generated yet')",
    access: RIGHT,
    query: xmlQuerySchema,
    answers: 'file',
  },
  generate: {
    method: 'post',
    path: '/reports/pool-tool/exports',
    summary:
      "Generates a branch's export for a period: one report per date ('Deze export bestaat al'), a period that is over ('De datum is onjuist')",
    access: RIGHT,
    body: poolToolGenerateSchema,
    status: 201,
  },
  one: {
    method: 'get',
    path: '/reports/pool-tool/exports/:id',
    summary: 'One export with its findings',
    access: RIGHT,
    params: idParamsSchema,
  },
  regenerate: {
    method: 'put',
    path: '/reports/pool-tool/exports/:id',
    summary: 'Generates the export again from the lines as they are now',
    access: RIGHT,
    params: idParamsSchema,
  },
  xml: {
    method: 'get',
    path: '/reports/pool-tool/exports/:id/xml',
    summary: "The export's XML declaration (valid against pool-tool.xsd)",
    access: RIGHT,
    params: idParamsSchema,
    answers: 'file',
  },
} satisfies Record<string, ApiRoute>;
