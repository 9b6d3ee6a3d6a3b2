import path from 'node:path';
import fs from 'node:fs/promises';
import type http from 'node:http';
import { send } from '@koa/send';
import type { Context } from 'koa';
import {
  DEFAULT_LOCALE,
  matchRoute,
  PAGE_RENDERER_FILE,
  PRERENDERED_ATTRIBUTE,
  rankRoutes,
  type PageData,
  type PublishedRoute,
} from '@app/contracts';
import { dataPath, isBrowserVisit, pageData, pageDataElement } from './page-data';
import type { PageRenderers } from './page-renderers';
import { prerenderedFile } from './prerendered-pages';
import { readRegistry, type ModuleDescriptors } from './registry';

/** A public page of mfe-public's live build: where the build is, the route and its parameters. */
export interface PublicPage {
  build: string;
  route: PublishedRoute;
  params: Record<string, string>;
}

/** Where mfe-public's live build is (its folder under the modules) and its descriptor; null when the registry has none. */
export async function livePublicBuild(registryFile: string): Promise<{ build: string; manifest: string } | null> {
  const entry = (await readRegistry(registryFile)).modules.mfe_public;
  return entry ? { build: path.join(entry.name ?? 'mfe_public', entry.version), manifest: entry.manifest } : null;
}

/** The file of a build's page renderer (ADR 0319). */
export const rendererOf = (modulesDir: string, build: string) => path.join(modulesDir, build, PAGE_RENDERER_FILE);

/**
 * The public page of `pathname` among the public routes of mfe-public's live build: the gateway
 * answers those with its standalone app (no shell, no login), so a phone opening a text message's
 * link loads only that.
 */
export async function publicPageOf(
  pathname: string,
  live: { build: string; manifest: string },
  descriptors: ModuleDescriptors,
): Promise<PublicPage | null> {
  if (path.extname(pathname)) return null;
  const routes = (await descriptors.read(live.manifest))?.routes ?? [];
  const match = matchRoute(pathname, rankRoutes(routes.filter((r) => r.public)));
  return match ? { build: live.build, route: match.route, params: match.params } : null;
}

/**
 * Sends a public page: its pre-rendered file in the reader's language when the build has one, else
 * the app's page. A route with data gets, on a browser's visit, the answer of its data call in the
 * page (ADR 0289), rendered into it by the build's page renderer when it has one (ADR 0319): that
 * page is the reader's own (no-store).
 */
export async function sendPublicPage(
  ctx: Context,
  modulesDir: string,
  page: PublicPage,
  app: () => http.RequestListener,
  renderers: PageRenderers,
) {
  const dir = path.join(modulesDir, page.build);
  const prerendered = await prerenderedFile(dir, ctx);
  const file = prerendered?.file ?? 'index.html';
  const lang = prerendered?.locale ?? DEFAULT_LOCALE;
  const data = page.route.data && isBrowserVisit(ctx) ? await pageData(app(), ctx, dataPath(page.route.data, page.params), lang) : null;
  if (data) {
    const template = await fs.readFile(path.join(dir, 'index.html'), 'utf8').catch(() => null);
    const rendered = template ? await renderers.render(rendererOf(modulesDir, page.build), { template, path: ctx.path, lang, data }) : null;
    const html = rendered ?? (await fs.readFile(path.join(dir, file), 'utf8').catch(() => null));
    if (html?.includes('</body>')) {
      ctx.set('cache-control', 'no-store');
      ctx.type = 'html';
      ctx.body = withPageData(html, data, rendered !== null);
      return;
    }
  }
  ctx.set('cache-control', 'no-cache');
  await send(ctx, path.join(page.build, file), { root: modulesDir, gzip: true });
}

/**
 * A page with its data call's answer in it. The page's render shows the data, and its script takes it
 * over. Without the render (none in the build, or not in time under load) the page is the pre-rendered
 * one, which shows none of the data its script's first render shows: taking that over would keep its
 * nodes as they are (Preact's hydration mends no attribute: the offer's facts sat in the loading box's
 * row), so the page goes without the pre-rendered mark and its script renders afresh, with the data.
 */
export function withPageData(html: string, data: PageData, rendered: boolean): string {
  const page = rendered ? html : html.replace(` ${PRERENDERED_ATTRIBUTE}=""`, '');
  return page.replace('</body>', () => `${pageDataElement(data)}</body>`);
}
