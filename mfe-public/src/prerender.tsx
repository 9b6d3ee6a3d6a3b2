import CssBaseline from '@mui/material/CssBaseline';
import { LOCALES, OFFER_KINDS, type Locale, type PrerenderedPage } from '@app/contracts';
import { i18n, registerTexts } from '@app/i18n';
import { PageProviders } from '@app/ui/page-providers';
import { renderWithCriticalCss } from '@app/ui/prerender';
import { OfferAnswerPage } from './features/offer-answer/offer-answer-page';
import { markStandalone } from './host';
import { answerPageTexts } from './i18n/answer-page';
import { publicPageTitle } from './page-title';
import { routes } from './routes';

/**
 * The answer page of each kind in each language, as the standalone script's first render makes it
 * (the frame and the offer still loading), written at build time (ADR 0289): a phone paints it
 * before the script has arrived; the gateway serves it on the page's paths, with the offer in it.
 */
export async function prerender() {
  markStandalone();
  registerTexts(__MODULE_NAME__, answerPageTexts);
  const t = i18n.getFixedT(null, __MODULE_NAME__);
  const pages: PrerenderedPage[] = [];
  const documents = [];
  for (const kind of OFFER_KINDS) {
    const route = routes.find((r) => r.path === `/${kind}/confirm/:token`)!;
    const files = {} as Record<Locale, string>;
    for (const lang of LOCALES) {
      await i18n.changeLanguage(lang);
      const tree = (
        <PageProviders namespace={__MODULE_NAME__}>
          <CssBaseline />
          <OfferAnswerPage route={route} params={{ token: '' }} />
        </PageProviders>
      );
      files[lang] = `${kind}.${lang}.html`;
      documents.push({ file: files[lang], lang, title: publicPageTitle(t(route.title)), ...renderWithCriticalCss(tree) });
    }
    pages.push({ paths: [route.path], files });
  }
  return { pages, documents };
}
