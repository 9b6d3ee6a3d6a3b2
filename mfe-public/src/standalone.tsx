import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { matchRoute, PRODUCT_NAME, rankRoutes } from '@app/contracts';
import { publishRoutes, registerTexts, textsOf } from '@app/i18n';
import { setRouteTable } from '@app/platform/navigation';
import { ModuleRoot } from '@app/ui/module-root';
import { ModuleRoutes } from '@app/ui/module-routes';
import { markStandalone } from './host';
import { texts } from './i18n';
import { pages } from './pages';
import { installAnswerApp } from './pwa/answer-app';
import { routes } from './routes';

markStandalone();
registerTexts(__MODULE_NAME__, texts);
// no shell on the page: this app's own routes are the live ones (the API client's public-path check reads them)
setRouteTable(publishRoutes(__MODULE_NAME__, routes, texts).map((r) => ({ ...r, remote: __MODULE_NAME__ })));

/** The public pages without shell or login, opened from an e-mail or text message. */
const match = matchRoute(window.location.pathname, rankRoutes(routes));
document.title = [PRODUCT_NAME, match ? textsOf(__MODULE_NAME__)(match.route.title) : null].filter(Boolean).join(' | ');

// the app's manifest and offline worker; a browser without them shows the page all the same
installAnswerApp().catch((err: unknown) => console.warn('answer app not installed', err));

createRoot(document.getElementById('root') as HTMLElement).render(
  <ModuleRoot namespace={__MODULE_NAME__}>
    <CssBaseline />
    <ModuleRoutes remote={__MODULE_NAME__} version={__MODULE_VERSION__} routes={routes} pages={pages} />
  </ModuleRoot>,
);
