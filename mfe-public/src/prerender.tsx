import CssBaseline from '@mui/material/CssBaseline';
import {
  fillPage,
  LOCALES,
  matchRoute,
  OFFER_KINDS,
  rankRoutes,
  type Locale,
  type ModuleRoute,
  type PageRenderInput,
  type PrerenderedPage,
  type RenderedDocument,
} from '@app/contracts';
import { i18n, registerTexts } from '@app/i18n';
import { withServerPageData } from '@app/platform/public-api';
import { PageProviders } from '@app/ui/page-providers';
import { renderWithCriticalCss } from '@app/ui/prerender';
import { rendersWithOffer } from './features/offer-answer/api/offer-api';
import { OfferAnswerPage } from './features/offer-answer/offer-answer-page';
import { markStandalone } from './host';
import { answerPageTexts } from './i18n/answer-page';
import { publicPageTitle } from './page-title';
import { routes } from './routes';

markStandalone();
registerTexts(__MODULE_NAME__, answerPageTexts);

/** The answer page's routes, the pages rendered here. */
const answerRoutes = OFFER_KINDS.map((kind) => routes.find((r) => r.path === `/${kind}/confirm/:token`)!);

/** The answer page of `route` in `lang` as the standalone script's first render makes it, with `token`'s offer when the page has it. */
async function renderAnswerPage(route: ModuleRoute, lang: Locale, token: string): Promise<RenderedDocument> {
  await i18n.changeLanguage(lang);
  const tree = (
    <PageProviders namespace={__MODULE_NAME__}>
      <CssBaseline />
      <OfferAnswerPage route={route} params={{ token }} />
    </PageProviders>
  );
  return { lang, title: publicPageTitle(i18n.getFixedT(lang, __MODULE_NAME__)(route.title)), ...renderWithCriticalCss(tree) };
}

/**
 * The answer page of each kind in each language, the frame with the offer still loading, written at
 * build time (ADR 0289): the gateway serves it when it has no offer to put in the page.
 */
export async function prerender() {
  const pages: PrerenderedPage[] = [];
  const documents = [];
  for (const route of answerRoutes) {
    const files = {} as Record<Locale, string>;
    for (const lang of LOCALES) {
      files[lang] = `${route.path.split('/')[1]}.${lang}.html`;
      documents.push({ file: files[lang], ...(await renderAnswerPage(route, lang, '')) });
    }
    pages.push({ paths: [route.path], files });
  }
  return { pages, documents };
}

/**
 * The answer page at request time with the open offer the page brings (ADR 0319): a phone paints
 * the offer from the HTML, and the script takes over the same page. Null for a path it does not
 * render, and for a link that shows an alert (nothing to open, an offer no longer open): the alert
 * is a part that loads when shown, which a render here cannot wait for.
 */
export async function render({ template, path, lang, data }: PageRenderInput): Promise<string | null> {
  const match = matchRoute(path, rankRoutes(answerRoutes));
  if (!match || !rendersWithOffer(data)) return null;
  const doc = await withServerPageData(data, () => renderAnswerPage(match.route, lang, match.params.token ?? ''));
  return fillPage(template, doc);
}
