import type { Context, Next } from 'koa';
import { Messages, type Meta } from '@app/contracts';
import { HttpError } from '../errors';
import type { Log } from '../log';

export function ok<T>(ctx: Context, data: T, meta: Meta = {}, status = 200) {
  ctx.status = status;
  ctx.body = { data, meta };
}

const TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Access denied',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Payload too large',
  422: Messages.validationTitle,
  423: 'Locked',
  429: 'Too many requests',
};

/**
 * Maps every error to `{ data: null, meta }` with the right status. Parser errors from the body
 * parser keep their status (400 malformed JSON, 413 too large); anything unexpected is logged and
 * answered 500 with a generic text, never a stack trace.
 */
export function errorEnvelope(log: Log) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { data: null, meta: { messages: [{ type: 'error', title: TITLES[404], message: 'Not found' }] } };
      }
    } catch (err) {
      const { status, message, errors, messages } = describe(err);
      if (status >= 500) log.error({ err, url: ctx.url }, 'unhandled error');
      ctx.status = status;
      ctx.body = {
        data: null,
        meta: {
          messages: messages ?? [{ type: 'error', title: TITLES[status] ?? 'Error', message }],
          ...(errors ? { errors } : {}),
        },
      };
    }
  };
}

function describe(err: unknown): { status: number; message: string; errors?: Record<string, string[]>; messages?: Meta['messages'] } {
  if (err instanceof HttpError) return { status: err.status, message: err.message, errors: err.errors, messages: err.messages };
  const e = err as { status?: number; type?: string; expose?: boolean; message?: string };
  if (e?.type === 'entity.too.large' || e?.status === 413) return { status: 413, message: Messages.payloadTooLarge };
  if (e?.type === 'entity.parse.failed' || (err instanceof SyntaxError && e.status === 400)) return { status: 400, message: Messages.malformedJson };
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.expose) return { status: e.status, message: e.message ?? 'Error' };
  return { status: 500, message: Messages.unknownError };
}

/** Answers a list that is never paged (a pool's roles, a sysadmin's pools) with one-page meta. */
export function okWholeList<T>(ctx: Context, rows: T[]) {
  ok(ctx, rows, { pagination: { total: rows.length, per_page: rows.length, current_page: 1, links: { current: ctx.originalUrl } } });
}
