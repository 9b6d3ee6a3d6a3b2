import type { Context } from 'koa';
import qs from 'qs';
import { listQuerySchema, type Locale } from '@app/contracts';
import { authOf, ok, unprocessable, validate, type Database } from '@app/service-kit';
import { csvFileName, toCsv } from '../domain/list/csv-export';
import { paginationMeta, toListRequest } from '../domain/list/list-request';
import { capabilitiesOf, personalScopeOf, runList, type ListDefinition } from '../store/list-query';

/**
 * Koa's own parser leaves `filters[gender][]=x` as a flat key; qs nests it the way the client
 * builds it (LIST-08). Depth and array limits keep a hostile query small.
 */
export const parseNestedQuery = (ctx: Context) => qs.parse(ctx.querystring, { depth: 3, arrayLimit: 200, parameterLimit: 500 });

/**
 * Answers a list call: a page with meta.pagination, or with `csv-export=<name>` every row of the
 * same filter and sort as a text/csv download (LIST-03).
 */
export async function sendList(ctx: Context, db: Database, def: ListDefinition, listKey: string) {
  const query = validate(listQuerySchema, parseNestedQuery(ctx));
  const decided = toListRequest(query, capabilitiesOf(def));
  if (!decided.ok) throw unprocessable(decided.errors);
  const { request } = decided;
  const auth = authOf(ctx);
  const poolId = auth.pool_id;
  const { rows, total } = await db.withPool(poolId, (tx) => runList(tx, def, poolId, request, personalScopeOf(auth)));
  if (request.csvName !== null) {
    ctx.set('content-disposition', `attachment; filename="${csvFileName(request.csvName || listKey)}"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = toCsv(def.csv, rows, ctx.state.locale as Locale);
    return;
  }
  ok(ctx, rows, { pagination: paginationMeta(total, request, ctx.originalUrl) });
}
