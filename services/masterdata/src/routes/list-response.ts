import type { Context } from 'koa';
import { authOf, ok, parseNestedQuery, readListRequest, sendCsv, type ServiceDeps } from '@app/service-kit';
import type { EntityTemplateSource } from '../domain/templates/entity-template';
import { paginationMeta } from '../domain/list/list-request';
import { callerListPage, listOfCaller, listPage } from '../flows/entity-list';
import type { ListDefinition } from '../flows/entity-list';
import { listCsvColumns } from './list-csv';

export { parseNestedQuery };

/**
 * Answers a list call: a page with meta.pagination, or with `csv-export=<name>` every row of the
 * same filter and sort as a text/csv download (LIST-03) of the template's columns (ADR 0105).
 */
export async function sendList(
  ctx: Context,
  deps: ServiceDeps,
  baseDef: ListDefinition,
  source: EntityTemplateSource,
  listKey = source.key,
) {
  const auth = authOf(ctx);
  // the pool's additional fields join as `field_<id>` columns (ADR 0106); a page reads them in its own transaction
  if (parseNestedQuery(ctx)['csv-export'] === undefined) {
    const { request, rows, total } = await callerListPage(deps, auth, baseDef, (list) => readListRequest(ctx, list.capabilities));
    return ok(ctx, rows, { pagination: paginationMeta(total, request, ctx.originalUrl) });
  }
  // an export's columns (and its right) are checked before its rows are read
  const list = await listOfCaller(deps, auth, baseDef);
  const request = readListRequest(ctx, list.capabilities);
  const csvColumns = request.csvName === null ? null : await listCsvColumns(ctx, deps, source);
  const { rows, total } = await listPage(deps, auth, list, request);
  if (csvColumns) return sendCsv(ctx, request.csvName || listKey, csvColumns, rows);
  ok(ctx, rows, { pagination: paginationMeta(total, request, ctx.originalUrl) });
}
