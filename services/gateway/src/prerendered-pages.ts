import path from 'node:path';
import fs from 'node:fs/promises';
import type { Context } from 'koa';
import { LOCALE_COOKIE, matchRoute, PRERENDERED_PAGES_FILE, rankRoutes, type Locale, type PrerenderedPage } from '@app/contracts';
import { resolveLocale } from '@app/service-kit';

/**
 * The pre-rendered page of `ctx.path` in a build's folder (the shell's sign-in page, ADR 0223; the
 * answer page, ADR 0289), in the language the page will start in (the `locale` cookie, else Dutch,
 * as the page's own i18n reads it): its file and language, or null when the build has none for the
 * path. The answer then differs by cookie, which caches must know.
 */
export async function prerenderedFile(dir: string, ctx: Context): Promise<{ file: string; locale: Locale } | null> {
  const pages = await readPrerenderedPages(dir);
  const page = pages.find((p) => matchRoute(ctx.path, rankRoutes(p.paths.map((route) => ({ path: route })))));
  if (!page) return null;
  ctx.vary('cookie');
  const locale = resolveLocale(undefined, ctx.cookies.get(LOCALE_COOKIE));
  return { file: page.files[locale], locale };
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
