import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { matchRoute, PRERENDERED_ATTRIBUTE, rankRoutes } from '@app/contracts';
import { currentLocale, registerTexts, textsOf } from '@app/i18n';
import { hydrateInSteps, releaseEarlyInput } from '@app/ui/hydration-steps';
import { PageProviders } from '@app/ui/page-providers';
import { markStandalone } from './host';
import { answerPageTexts } from './i18n/answer-page';
import { publicPageTitle } from './page-title';
import { OFFER_ANSWER_STEPS } from './features/offer-answer/offer-answer-page';
import { pages } from './pages';
import { installAnswerApp } from './pwa/answer-app';
import { routes } from './routes';

markStandalone();
registerTexts(__MODULE_NAME__, answerPageTexts);

/** The public pages without shell or login, opened from an e-mail or text message: the page of the address, once. */
const match = matchRoute(window.location.pathname, rankRoutes(routes));
const Page = match ? pages[match.route.path] : undefined;
document.title = publicPageTitle(match ? textsOf(__MODULE_NAME__)(match.route.title) : null);

const app = (
  <PageProviders namespace={__MODULE_NAME__}>
    <CssBaseline />
    {match && Page ? <Page route={match.route} params={match.params} /> : null}
  </PageProviders>
);
const root = document.getElementById('root') as HTMLElement;

/**
 * The answer page, pre-rendered in the page's language (ADR 0289), is taken over as it stands, in
 * short tasks (ADR 0359); it has all it needs in this script, where the other public pages wait for theirs.
 */
function show(): Promise<void> {
  if (root.hasAttribute(PRERENDERED_ATTRIBUTE) && document.documentElement.lang === currentLocale()) {
    return hydrateInSteps(root, app, OFFER_ANSWER_STEPS);
  }
  const answerPage = /^\/(invitation|reservation)\/confirm\//.test(window.location.pathname);
  const ready = answerPage ? Promise.resolve() : import('./other-pages').then((m) => m.prepareOtherPages(__MODULE_NAME__));
  return ready.then(() => {
    root.replaceChildren();
    createRoot(root).render(app);
  });
}

// the app's manifest and offline worker once the page is the app's: the first paint does not need
// them; a browser without them shows the page all the same
void show().finally(() => {
  releaseEarlyInput();
  installAnswerApp().catch((err: unknown) => console.warn('answer app not installed', err));
});
