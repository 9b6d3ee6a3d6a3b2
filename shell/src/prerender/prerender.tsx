import { LOCALES, type Locale, type PrerenderedPage } from '@app/contracts';
import { i18n } from '@app/i18n';
import { setPrerenderedLocation } from '@app/platform/navigation';
import { renderWithCriticalCss } from '@app/ui/prerender';
import { SHELL_NAMESPACE } from '../i18n';
import { pageTitle } from '../routing/page-title';
import { SignInRoot } from '../sign-in/sign-in-root';

/** One pre-rendered document: the parts the build puts into the shell's page. */
export interface PrerenderedDocument {
  file: string;
  lang: Locale;
  title: string;
  /** the page's critical CSS, as emotion's style tag (the page's own emotion takes it over) */
  head: string;
  /** the root's HTML */
  body: string;
}

/**
 * The sign-in page, and the pool's sign-in page (its logo and message arrive with the pool's
 * answer), rendered signed out at `/login`: what a browser paints before any script has run.
 */
const SIGN_IN = { name: 'login', paths: ['/login', '/login/:pool'], at: '/login' };

/** Every pre-rendered page in every language, and the list the gateway serves them by. */
export async function prerender(): Promise<{ pages: PrerenderedPage[]; documents: PrerenderedDocument[] }> {
  setPrerenderedLocation(SIGN_IN.at);
  const documents: PrerenderedDocument[] = [];
  for (const lang of LOCALES) {
    await i18n.changeLanguage(lang);
    const title = pageTitle({ kind: 'shell', page: 'login' }, i18n.getFixedT(lang, SHELL_NAMESPACE), lang);
    documents.push({ file: `${SIGN_IN.name}.${lang}.html`, lang, title, ...renderWithCriticalCss(<SignInRoot />) });
  }
  const files = Object.fromEntries(documents.map((d) => [d.lang, d.file])) as Record<Locale, string>;
  return { pages: [{ paths: SIGN_IN.paths, files }], documents };
}
