import type { Locale } from './envelope';

/**
 * What a front end's build writes beside its index.html when it pre-renders pages
 * (PRERENDERED_PAGES_FILE, ADR 0223): for each page, the paths it answers (route patterns) and its
 * HTML file per language. The gateway answers those paths with the file of the page's language.
 */
export interface PrerenderedPage {
  paths: string[];
  files: Record<Locale, string>;
}

export const PRERENDERED_PAGES_FILE = 'prerendered.json';

/** Set on a page's root by the build when it holds a pre-rendered page: its script hydrates rather than renders afresh. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The id of the element a page's data goes in (ADR 0289): its public API client answers the first call of that path from it. */
export const PAGE_DATA_ELEMENT = 'page-data';

/** What the gateway puts in a public page for its route's data call (ModuleRoute.data): the call's answer as the page would have had it. */
export interface PageData {
  /** the call's path, e.g. /api/invitation/token/3f.. */
  path: string;
  status: number;
  /** the product version the answer carried (VERSION_HEADER) */
  version: string | null;
  /** the answer's body: the envelope's JSON */
  body: string;
}

/**
 * The page renderer a build may keep beside its pre-rendered pages (ADR 0319): a CommonJS bundle
 * whose `render` makes a page at request time with its data in it, so the page paints what its
 * data says before any script runs.
 */
export const PAGE_RENDERER_FILE = 'page-renderer.cjs';

/** What the gateway asks a page renderer for: the page of `path` in `lang` with the answer of its data call. */
export interface PageRenderInput {
  /** the build's index.html, the frame the page goes in */
  template: string;
  path: string;
  lang: Locale;
  data: PageData;
}

/** A page renderer's export: the whole page, or null for a path it does not render. */
export interface PageRenderer {
  render(input: PageRenderInput): Promise<string | null>;
}

/** A page rendered ahead of its script: its language, title, critical CSS for the head and HTML for the root. */
export interface RenderedDocument {
  lang: string;
  title: string;
  head: string;
  body: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * A rendered document in the page's frame (the build's index.html): its language, title and
 * critical CSS in the head, its HTML in the root, marked so the page's script hydrates rather than
 * renders afresh. Made by the build for each pre-rendered page, and by a page renderer at request time.
 */
export function fillPage(template: string, doc: RenderedDocument): string {
  const parts: [RegExp | string, string][] = [
    [/<html lang="[a-z]+">/, `<html lang="${doc.lang}">`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(doc.title)}</title>`],
    ['</head>', `${doc.head}</head>`],
    [ROOT_ELEMENT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${doc.body}</div>`],
  ];
  return parts.reduce((page, [from, to]) => {
    if (!page.match(from)) throw new Error(`pre-render: the page has no ${String(from)}`);
    return page.replace(from, () => to);
  }, template);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
