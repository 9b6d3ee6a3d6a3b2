import type { Context } from 'koa';
import qs from 'qs';
import { listQuerySchema } from '@app/contracts';
import { unprocessable } from '../errors';
import { ok } from '../http/envelope';
import { validate } from '../validate';
import { paginationMeta, toListRequest, type ListCapabilities, type ListRequest } from './list-request';

/**
 * Koa's own parser leaves `filters[gender][]=x` as a flat key; qs nests it the way the client
 * builds it (LIST-08). Depth and array limits keep a hostile query small.
 */
export const parseNestedQuery = (ctx: Context) =>
  qs.parse(ctx.querystring, { depth: 3, arrayLimit: 200, parameterLimit: 500, allowSparse: true });

/** A list call's query (page, itemsPerPage, sortBy, filters, search) decided for one list, or 422. */
export function readListRequest(ctx: Context, caps: ListCapabilities): ListRequest {
  const decided = toListRequest(validate(listQuerySchema, parseNestedQuery(ctx)), caps);
  if (!decided.ok) throw unprocessable(decided.errors);
  return decided.request;
}

/** Answers one page of a list with meta.pagination (DESIGN section 3). */
export function okListPage<T>(ctx: Context, request: ListRequest, page: { rows: T[]; total: number }) {
  ok(ctx, page.rows, { pagination: paginationMeta(page.total, request, ctx.originalUrl) });
}
