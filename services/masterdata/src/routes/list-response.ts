import type { Context } from 'koa';
import type { Locale } from '@app/contracts';
import { authOf, csvFileName, ok, parseNestedQuery, readListRequest, toCsv, type Database } from '@app/service-kit';
import { paginationMeta } from '../domain/list/list-request';
import { listForCaller } from '../store/additional-field-columns';
import { capabilitiesOf, personalScopeOf, runList, type ListDefinition } from '../store/list-query';

export { parseNestedQuery };

/**
 * Answers a list call: a page with meta.pagination, or with `csv-export=<name>` every row of the
 * same filter and sort as a text/csv download (LIST-03).
 */
export async function sendList(ctx: Context, db: Database, baseDef: ListDefinition, listKey: string) {
  const auth = authOf(ctx);
  const poolId = auth.pool_id;
  // the pool's additional fields join as `field_<id>` columns (ADR 0106)
  const def = await db.withPool(poolId, (tx) => listForCaller(tx, baseDef, poolId, auth));
  const request = readListRequest(ctx, capabilitiesOf(def));
  const { rows, total } = await db.withPool(poolId, (tx) => runList(tx, def, poolId, request, personalScopeOf(auth)));
  if (request.csvName !== null) {
    ctx.set('content-disposition', `attachment; filename="${csvFileName(request.csvName || listKey)}"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = toCsv(def.csv, rows, ctx.state.locale as Locale);
    return;
  }
  ok(ctx, rows, { pagination: paginationMeta(total, request, ctx.originalUrl) });
}
