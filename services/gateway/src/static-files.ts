import path from 'node:path';
import type http from 'node:http';
import { send } from '@koa/send';
import type { Context, Next } from 'koa';
import { MODULE_DESCRIPTOR_FILE, SHELL_DESCRIPTOR_FILE } from '@app/contracts';
import { prerenderedFile } from './prerendered-pages';
import type { PageRenderers } from './page-renderers';
import { livePublicBuild, publicPageOf, rendererOf, sendPublicPage } from './public-pages';
import type { ModuleDescriptors } from './registry';

/**
 * Serves the built front ends: each module's build under /modules/<name>/<version>/ (with CORS,
 * as if from its own origin; versioned paths are immutable), the standalone public app for the
 * public links substitutes open (the public routes of mfe-public's live build; `app`, the gateway's
 * own, makes a page's data call; `renderers` render it into the page), and the shell for every
 * other path (history-mode routing).
 */
export function staticFiles(
  staticDir: string,
  registryFile: string,
  descriptors: ModuleDescriptors,
  app: () => http.RequestListener,
  renderers: PageRenderers,
) {
  const shellDir = path.join(staticDir, 'shell');
  const modulesDir = path.join(staticDir, 'modules');
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path === '/ws') return next();
    if (ctx.path.startsWith('/modules/')) {
      ctx.set('access-control-allow-origin', '*');
      const isManifest = ['mf-manifest.json', 'remoteEntry.js', MODULE_DESCRIPTOR_FILE].some((name) => ctx.path.endsWith(`/${name}`));
      // a service worker is checked for updates on every visit, and may serve the whole origin (ADR 0061)
      const isWorker = ctx.path.endsWith('/sw.js');
      if (isWorker) ctx.set('service-worker-allowed', '/');
      ctx.set('cache-control', isManifest || isWorker ? 'no-cache' : 'public, max-age=31536000, immutable');
      const served = await send(ctx, ctx.path.slice('/modules/'.length), { root: modulesDir, gzip: true }).catch(() => null);
      if (!served) notFound(ctx);
      return;
    }
    const live = await livePublicBuild(registryFile);
    // the live build's renderer starts with the first page anyone opens, not with the first answer
    // page: loading it took long enough under load that the first visit missed its render
    if (live) void renderers.warm(rendererOf(modulesDir, live.build));
    const publicPage = live ? await publicPageOf(ctx.path, live, descriptors) : null;
    if (publicPage) return sendPublicPage(ctx, modulesDir, publicPage, app, renderers);
    // App routes (`/request/12/summary`) have no extension; files of the shell's build do.
    const file = ctx.path.replace(/^\/+/, '');
    if (path.extname(file)) {
      // the page and its descriptor change with every release; the hashed scripts never do
      ctx.set(
        'cache-control',
        file.endsWith('.html') || file === SHELL_DESCRIPTOR_FILE ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
      const served = await send(ctx, file, { root: shellDir, gzip: true }).catch(() => null);
      if (!served) notFound(ctx);
      return;
    }
    ctx.set('cache-control', 'no-cache');
    const served = await send(ctx, await shellPage(shellDir, ctx), { root: shellDir, gzip: true }).catch(() => null);
    if (!served) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The front end is not built yet: run `npm run build`.';
    }
  };
}

/** The shell's page for an app route: its pre-rendered page (the sign-in page, ADR 0223) when it has one, else the empty page. */
async function shellPage(shellDir: string, ctx: Context): Promise<string> {
  return (await prerenderedFile(shellDir, ctx))?.file ?? 'index.html';
}

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = 'Not found';
}
