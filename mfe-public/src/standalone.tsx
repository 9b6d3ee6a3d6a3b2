import { createRoot, hydrateRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { matchRoute, PRERENDERED_ATTRIBUTE, rankRoutes } from '@app/contracts';
import { currentLocale, registerTexts, textsOf } from '@app/i18n';
import { PageProviders } from '@app/ui/page-providers';
import { markStandalone } from './host';
import { answerPageTexts } from './i18n/answer-page';
import { publicPageTitle } from './page-title';
import { pages } from './pages';
import { installAnswerApp } from './pwa/answer-app';
import { routes } from './routes';

markStandalone();
registerTexts(__MODULE_NAME__, answerPageTexts);

/** The public pages without shell or login, opened from an e-mail or text message: the page of the address, once. */
const match = matchRoute(window.location.pathname, rankRoutes(routes));
const Page = match ? pages[match.route.path] : undefined;
document.title = publicPageTitle(match ? textsOf(__MODULE_NAME__)(match.route.title) : null);

// the app's manifest and offline worker; a browser without them shows the page all the same
installAnswerApp().catch((err: unknown) => console.warn('answer app not installed', err));

const app = (
  <PageProviders namespace={__MODULE_NAME__}>
    <CssBaseline />
    {match && Page ? <Page route={match.route} params={match.params} /> : null}
  </PageProviders>
);
const root = document.getElementById('root') as HTMLElement;

// the answer page, pre-rendered in the page's language (ADR 0289), is taken over as it stands; it has
// all it needs in this script, where the other public pages wait for theirs
if (root.hasAttribute(PRERENDERED_ATTRIBUTE) && document.documentElement.lang === currentLocale()) {
  hydrateRoot(root, app);
} else {
  const answerPage = /^\/(invitation|reservation)\/confirm\//.test(window.location.pathname);
  const ready = answerPage ? Promise.resolve() : import('./other-pages').then((m) => m.prepareOtherPages(__MODULE_NAME__));
  void ready.then(() => {
    root.replaceChildren();
    createRoot(root).render(app);
  });
}
