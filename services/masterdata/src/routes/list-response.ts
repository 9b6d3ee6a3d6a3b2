import type { Context } from 'koa';
import type { Locale } from '@app/contracts';
import { authOf, csvFileName, ok, parseNestedQuery, readListRequest, toCsv, type Database } from '@app/service-kit';
import { paginationMeta } from '../domain/list/list-request';
import { capabilitiesOf, personalScopeOf, runList, type ListDefinition } from '../store/list-query';

export { parseNestedQuery };

/**
 * Answers a list call: a page with meta.pagination, or with `csv-export=<name>` every row of the
 * same filter and sort as a text/csv download (LIST-03).
 */
export async function sendList(ctx: Context, db: Database, def: ListDefinition, listKey: string) {
  const request = readListRequest(ctx, capabilitiesOf(def));
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
