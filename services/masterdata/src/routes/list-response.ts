import type { Context } from 'koa';
import { authOf, ok, parseNestedQuery, readListRequest, sendCsv, type Database } from '@app/service-kit';
import type { EntityTemplateSource } from '../domain/templates/entity-template';
import { paginationMeta } from '../domain/list/list-request';
import { listForCaller } from '../store/additional-field-columns';
import { capabilitiesOf, personalScopeOf, runList, type ListDefinition } from '../store/list-query';
import { listCsvColumns } from './list-csv';

export { parseNestedQuery };

/**
 * Answers a list call: a page with meta.pagination, or with `csv-export=<name>` every row of the
 * same filter and sort as a text/csv download (LIST-03) of the template's columns (ADR 0105).
 */
export async function sendList(ctx: Context, db: Database, baseDef: ListDefinition, source: EntityTemplateSource, listKey = source.key) {
  const auth = authOf(ctx);
  const poolId = auth.pool_id;
  // the pool's additional fields join as `field_<id>` columns (ADR 0106)
  const def = await listForCaller(db, baseDef, poolId, auth);
  const request = readListRequest(ctx, capabilitiesOf(def));
  const csvColumns = request.csvName === null ? null : await listCsvColumns(ctx, db, source);
  const { rows, total } = await db.withPool(poolId, (tx) => runList(tx, def, poolId, request, personalScopeOf(auth)));
  if (csvColumns) return sendCsv(ctx, request.csvName || listKey, csvColumns, rows);
  ok(ctx, rows, { pagination: paginationMeta(total, request, ctx.originalUrl) });
}
