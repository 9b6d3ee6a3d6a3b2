import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { matchRoute, PRODUCT_NAME, rankRoutes } from '@app/contracts';
import { publishRoutes, registerTexts, textsOf } from '@app/i18n';
import { setRouteTable } from '@app/platform/navigation';
import { ModuleRoutes } from '@app/ui/module-routes';
import { PageProviders } from '@app/ui/page-providers';
import { markStandalone } from './host';
import { answerPageTexts } from './i18n/answer-page';
import { pages } from './pages';
import { installAnswerApp } from './pwa/answer-app';
import { routes } from './routes';

markStandalone();
registerTexts(__MODULE_NAME__, answerPageTexts);
// no shell on the page: this app's own routes are the live ones (the API client's public-path check reads them)
setRouteTable(publishRoutes(__MODULE_NAME__, routes, answerPageTexts).map((r) => ({ ...r, remote: __MODULE_NAME__ })));

/** The public pages without shell or login, opened from an e-mail or text message. */
const match = matchRoute(window.location.pathname, rankRoutes(routes));
document.title = [PRODUCT_NAME, match ? textsOf(__MODULE_NAME__)(match.route.title) : null].filter(Boolean).join(' | ');

// the app's manifest and offline worker; a browser without them shows the page all the same
installAnswerApp().catch((err: unknown) => console.warn('answer app not installed', err));

// the answer page's texts are in this script; the other public pages wait for theirs
const answerPage = /^\/(invitation|reservation)\/confirm\//.test(window.location.pathname);
const texts = answerPage ? Promise.resolve() : import('./i18n').then((m) => registerTexts(__MODULE_NAME__, m.texts));

void texts.then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <PageProviders namespace={__MODULE_NAME__}>
      <CssBaseline />
      <ModuleRoutes remote={__MODULE_NAME__} version={__MODULE_VERSION__} routes={routes} pages={pages} />
    </PageProviders>,
  ),
);
