import type { Context } from 'koa';
import { API_ROOT, ApiPath } from '@app/contracts';
import { serviceFor } from './dispatch';

/** The calls the gateway answers itself. */
const OWN = new Set([ApiPath.modules, ApiPath.clientErrors, ApiPath.clientConfig, '/openapi.json', '/docs'].map((p) => API_ROOT + p));

/**
 * The gateway's route label for its metrics: `/api/<segment>` for a call it forwards to a service (the
 * service's own metrics name the full route pattern), its own calls by path, `/api/unknown` for any
 * other, `/modules` for module builds and `static` for the shell's files and pages. Never the raw
 * path, so that no caller can make new series.
 */
export function gatewayRoute(ctx: Context): string {
  if (ctx.path.startsWith(`${API_ROOT}/`)) {
    if (OWN.has(ctx.path)) return ctx.path;
    return serviceFor(ctx.path) ? `${API_ROOT}/${ctx.path.split('/')[2]}` : `${API_ROOT}/unknown`;
  }
  if (ctx.path.startsWith('/modules/')) return '/modules';
  return 'static';
}
