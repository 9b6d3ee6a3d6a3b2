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
