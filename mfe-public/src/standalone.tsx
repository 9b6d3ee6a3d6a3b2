import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { matchRoute, PRODUCT_NAME } from '@app/contracts';
import { i18n } from '@app/i18n';
import { ModuleRoot, ModuleRoutes } from '@app/ui';
import { markStandalone } from './host';
import { pages } from './routes';

markStandalone();

/** The public pages without shell or login, opened from an e-mail or text message. */
const match = matchRoute(window.location.pathname);
document.title = [PRODUCT_NAME, match ? i18n.t(match.route.title) : null].filter(Boolean).join(' | ');

createRoot(document.getElementById('root') as HTMLElement).render(
  <ModuleRoot>
    <CssBaseline />
    <ModuleRoutes remote={__MODULE_NAME__} version={__MODULE_VERSION__} pages={pages} />
  </ModuleRoot>,
);
