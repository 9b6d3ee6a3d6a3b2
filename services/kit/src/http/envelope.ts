import type { Context, Next } from 'koa';
import { LOCALE_COOKIE, Messages, MessageTitles, type Meta, type MetaException } from '@app/contracts';
import { HttpError } from '../errors';
import type { Log } from '../log';
import { translateMeta } from './translate-meta';
import { requestedLocale } from './locale';

export function ok<T>(ctx: Context, data: T, meta: Meta = {}, status = 200) {
  ctx.status = status;
  ctx.body = { data, meta };
}

const TITLES: Record<number, string> = { ...MessageTitles, 422: Messages.validationTitle };

/**
 * Maps every error to `{ data: null, meta }` with the right status. Parser errors from the body
 * parser keep their status (400 malformed JSON, 413 too large); anything unexpected is logged and
 * answered 500 with a generic text, never a stack trace. The texts of `meta` are then given in the
 * locale the caller asked for (ADR 0007).
 */
export function errorEnvelope(log: Log) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { data: null, meta: { messages: [{ type: 'error', title: TITLES[404], message: MessageTitles[404] }] } };
      }
    } catch (err) {
      const { status, message, errors, messages } = describe(err);
      if (status >= 500) log.error({ err, url: ctx.url }, 'unhandled error');
      ctx.status = status;
      const exception = exceptionOf(status, errors);
      ctx.body = {
        data: null,
        meta: {
          messages: messages ?? [{ type: 'error', title: titleOf(status, ctx.method), message }],
          ...(errors ? { errors } : {}),
          ...(exception ? { exception } : {}),
        },
      };
    }
    const locale = requestedLocale(ctx.query._locale, ctx.cookies.get(LOCALE_COOKIE));
    const body = ctx.body as { meta?: Meta } | null | undefined;
    if (locale && body && typeof body === 'object' && body.meta && typeof body.meta === 'object')
      body.meta = translateMeta(body.meta, locale);
  };
}

/** A refused removal is titled so (ERR-GEN-01 'Verwijderen niet mogelijk.'); other answers by their status. */
const titleOf = (status: number, method: string) =>
  status === 409 && method === 'DELETE' ? Messages.deleteImpossible : (TITLES[status] ?? MessageTitles.error);

/**
 * The kind of failure (ERR-GEN-02): a refused input is a validation exception, described by the
 * refused file's error where an upload failed; a server failure is a generic exception. A refusal
 * by a rule (403, 404, 409...) is no exception: its message says it all.
 */
function exceptionOf(status: number, errors: Record<string, string[]> | undefined): MetaException | null {
  if (status === 422)
    return { type: 'validation', title: Messages.validationTitle, message: errors?.file?.[0] ?? Messages.validationDescription };
  if (status >= 500) return { type: 'exception', title: Messages.genericError, message: Messages.unknownError };
  return null;
}

function describe(err: unknown): { status: number; message: string; errors?: Record<string, string[]>; messages?: Meta['messages'] } {
  if (err instanceof HttpError) return { status: err.status, message: err.message, errors: err.errors, messages: err.messages };
  const e = err as { status?: number; type?: string; expose?: boolean; message?: string };
  if (e?.type === 'entity.too.large' || e?.status === 413) return { status: 413, message: Messages.payloadTooLarge };
  if (e?.type === 'entity.parse.failed' || (err instanceof SyntaxError && e.status === 400))
    return { status: 400, message: Messages.malformedJson };
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.expose)
    return { status: e.status, message: e.message ?? 'Error' };
  return { status: 500, message: Messages.unknownError };
}
