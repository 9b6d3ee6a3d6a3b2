import path from 'node:path';
import { send } from '@koa/send';
import type { Context, Next } from 'koa';
import fs from 'node:fs/promises';
import {
  LOCALE_COOKIE,
  matchRoute,
  MODULE_DESCRIPTOR_FILE,
  PRERENDERED_PAGES_FILE,
  rankRoutes,
  SHELL_DESCRIPTOR_FILE,
  type PrerenderedPage,
} from '@app/contracts';
import { resolveLocale } from '@app/service-kit';
import { readRegistry, type ModuleDescriptors } from './registry';

/**
 * Serves the built front ends: each module's build under /modules/<name>/<version>/ (with CORS,
 * as if from its own origin; versioned paths are immutable), the standalone public app for the
 * public links substitutes open (the public routes of mfe-public's live build), and the shell for
 * every other path (history-mode routing).
 */
export function staticFiles(staticDir: string, registryFile: string, descriptors: ModuleDescriptors) {
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
    const publicApp = await standalonePublicApp(ctx.path, registryFile, descriptors);
    if (publicApp) {
      ctx.set('cache-control', 'no-cache');
      await send(ctx, path.join(publicApp.name ?? 'mfe_public', publicApp.version, 'index.html'), { root: modulesDir, gzip: true });
      return;
    }
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

/**
 * The live mfe-public build when `pathname` is one of its public routes: the gateway answers those
 * with its standalone app (no shell, no login), so a phone opening a text message's link loads only that.
 */
async function standalonePublicApp(pathname: string, registryFile: string, descriptors: ModuleDescriptors) {
  if (path.extname(pathname)) return null;
  const entry = (await readRegistry(registryFile)).modules.mfe_public;
  if (!entry) return null;
  const routes = (await descriptors.read(entry.manifest))?.routes ?? [];
  const match = matchRoute(pathname, rankRoutes(routes.filter((r) => r.public)));
  return match ? entry : null;
}

/**
 * The shell's page for an app route: the pre-rendered page of the path (the sign-in page, ADR 0223)
 * in the language the page will start in (the `locale` cookie, else Dutch, as the page's own i18n
 * reads it), else the empty page. The answer then differs by cookie, which caches must know.
 */
async function shellPage(shellDir: string, ctx: Context): Promise<string> {
  const pages = await readPrerenderedPages(shellDir);
  const page = pages.find((p) => matchRoute(ctx.path, rankRoutes(p.paths.map((route) => ({ path: route })))));
  if (!page) return 'index.html';
  ctx.vary('cookie');
  return page.files[resolveLocale(undefined, ctx.cookies.get(LOCALE_COOKIE))];
}

/** The build's list of pre-rendered pages; none when the build wrote none (or an unreadable one). */
async function readPrerenderedPages(dir: string): Promise<PrerenderedPage[]> {
  const text = await fs.readFile(path.join(dir, PRERENDERED_PAGES_FILE), 'utf8').catch(() => null);
  if (text === null) return [];
  try {
    const pages = JSON.parse(text) as unknown;
    return Array.isArray(pages) ? (pages as PrerenderedPage[]) : [];
  } catch {
    return [];
  }
}

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = 'Not found';
}
