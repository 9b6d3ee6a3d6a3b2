import { bodyParser } from '@koa/bodyparser';
import type { Context, Next } from 'koa';
import { API_ROOT, ApiPath, clientErrorReportSchema, type ClientConfig } from '@app/contracts';
import { inputLimits, ok, validate, type Log } from '@app/service-kit';

/** A report is small: a message, a stack and a few addresses. */
const REPORT_LIMIT = '16kb';

/**
 * The page's error reports: `GET /api/client-config` tells the page where to send them
 * (CLIENT_ERROR_URL, by default the next endpoint), and `POST /api/client-errors` writes each as one
 * warning line (with the request id of the failed call the page last saw), answered with an empty envelope. Both are
 * public (a page reports also before login) and within the gateway's rate limit.
 */
export function clientErrors(deps: { log: Log; errorUrl?: string }) {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: REPORT_LIMIT, encoding: 'utf-8' });
  const config: ClientConfig = { error_url: deps.errorUrl || API_ROOT + ApiPath.clientErrors };
  return async (ctx: Context, next: Next) => {
    if (ctx.path === API_ROOT + ApiPath.clientConfig && ctx.method === 'GET') return ok(ctx, config);
    if (ctx.path !== API_ROOT + ApiPath.clientErrors || ctx.method !== 'POST') return next();
    await parse(ctx, async () => undefined);
    await inputLimits(ctx, async () => undefined);
    const report = validate(clientErrorReportSchema, ctx.request.body);
    deps.log.warn({ client_error: report, client_ip: ctx.ip }, 'client error');
    ok(ctx, null);
  };
}

/** The origin of CLIENT_ERROR_URL when it is on another host: the page's CSP must let it connect there. */
export function reportOrigin(errorUrl: string | undefined): string | null {
  if (!errorUrl || !/^https?:\/\//.test(errorUrl)) return null;
  return new URL(errorUrl).origin;
}
