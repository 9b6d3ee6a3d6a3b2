import type { Context, Next } from 'koa';
import type { Log } from '../log';
import { answeredStatus } from './metrics';

/**
 * One structured line per request (its request id comes from the log's request context): method,
 * path without the query (filters may hold personal data), status and time. The gateway writes it at
 * info; a service at debug, as the gateway's line already tells of every call.
 */
export function accessLog(log: Log, level: 'info' | 'debug') {
  return async (ctx: Context, next: Next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log[level]({ method: ctx.method, path: ctx.path, status: answeredStatus(ctx), ms: Math.round(ms * 10) / 10 }, 'request');
    }
  };
}
