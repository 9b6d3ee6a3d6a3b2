import type http from 'node:http';
import { inject } from 'light-my-request';
import type { Context } from 'koa';
import { API_ROOT, isPublicCall, PAGE_DATA_ELEMENT, VERSION_HEADER, type Locale, type PageData } from '@app/contracts';

/** How long a page waits for its data before it goes out without (and its script asks for it itself). */
export const PAGE_DATA_TIMEOUT_MS = 2000;

/** A route's data call with the route's parameters filled in (`/invitation/token/:token` -> `/invitation/token/3f..`). */
export function dataPath(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * A browser's visit to a page (not a link preview's fetch, not a script's): only then does the
 * gateway make the page's data call for it, which the service counts as the page being opened.
 */
export function isBrowserVisit(ctx: Context): boolean {
  return ctx.method === 'GET' && ctx.get('sec-fetch-dest') === 'document';
}

/**
 * The page's data call made for the browser that asked for the page (ADR 0289): through the
 * gateway's own app, in process, as the browser would make it (from its address, so the rate limit
 * counts it; no token, so only a public call answers): the call's path, status, version header and
 * body. Null when the call is not public, takes too long or fails: the page's script then makes the
 * call itself.
 */
export async function pageData(app: http.RequestListener, ctx: Context, path: string, locale: Locale): Promise<PageData | null> {
  if (!isPublicCall('GET', path)) return null;
  const forwarded = ctx.get('x-forwarded-for');
  const call = inject(app, {
    method: 'GET',
    url: `${API_ROOT}${path}?_locale=${locale}`,
    headers: { accept: 'application/json', ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
    remoteAddress: ctx.req.socket.remoteAddress,
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), PAGE_DATA_TIMEOUT_MS)));
  try {
    const answer = await Promise.race([call, late]);
    // refused by the rate limit, or the service unreachable: the script asks again in its turn
    if (!answer || answer.statusCode === 429 || answer.statusCode >= 500) return null;
    const version = answer.headers[VERSION_HEADER];
    return {
      path: `${API_ROOT}${path}`,
      status: answer.statusCode,
      version: typeof version === 'string' ? version : null,
      body: answer.body,
    };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The element a page's data goes in: JSON with `<` escaped, so no text in the data can end the element. */
export const pageDataElement = (data: PageData): string =>
  `<script type="application/json" id="${PAGE_DATA_ELEMENT}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
