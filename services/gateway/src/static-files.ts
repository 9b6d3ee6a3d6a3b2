import path from 'node:path';
import { send } from '@koa/send';
import type { Context, Next } from 'koa';
import { PUBLIC_APP_PREFIXES } from '@app/contracts';
import { readRegistry } from './registry';

/**
 * Serves the built front ends: each module's build under /modules/<name>/<version>/ (with CORS,
 * as if from its own origin; versioned paths are immutable), the standalone public app for the
 * public links substitutes open, and the shell for every other path (history-mode routing).
 */
export function staticFiles(staticDir: string, registryFile: string) {
  const shellDir = path.join(staticDir, 'shell');
  const modulesDir = path.join(staticDir, 'modules');
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path === '/ws') return next();
    if (ctx.path.startsWith('/modules/')) {
      ctx.set('access-control-allow-origin', '*');
      const isManifest = ctx.path.endsWith('mf-manifest.json') || ctx.path.endsWith('remoteEntry.js');
      ctx.set('cache-control', isManifest ? 'no-cache' : 'public, max-age=31536000, immutable');
      const served = await send(ctx, ctx.path.slice('/modules/'.length), { root: modulesDir, gzip: true }).catch(() => null);
      if (!served) notFound(ctx);
      return;
    }
    if (PUBLIC_APP_PREFIXES.some((p) => ctx.path.startsWith(p))) {
      const registry = await readRegistry(registryFile);
      const entry = registry.modules.mfe_public;
      if (!entry) return notFound(ctx);
      ctx.set('cache-control', 'no-cache');
      await send(ctx, path.join(entry.name ?? 'mfe_public', entry.version, 'index.html'), { root: modulesDir, gzip: true });
      return;
    }
    // App routes (`/request/12/summary`) have no extension; files of the shell's build do.
    const file = ctx.path.replace(/^\/+/, '');
    if (path.extname(file)) {
      ctx.set('cache-control', file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
      const served = await send(ctx, file, { root: shellDir, gzip: true }).catch(() => null);
      if (!served) notFound(ctx);
      return;
    }
    ctx.set('cache-control', 'no-cache');
    const served = await send(ctx, 'index.html', { root: shellDir, gzip: true }).catch(() => null);
    if (!served) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The front end is not built yet: run `npm run build`.';
    }
  };
}

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = 'Not found';
}
