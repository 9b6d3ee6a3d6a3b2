import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { currentLocale } from '@app/i18n';
import { createQueryClient } from '@app/platform';
import { ModuleRoot } from '@app/ui';
import { App } from './app';

document.documentElement.lang = currentLocale();
const queryClient = createQueryClient();

createRoot(document.getElementById('root') as HTMLElement).render(
  <ModuleRoot queryClient={queryClient}>
    <CssBaseline />
    <App />
  </ModuleRoot>,
);

// The registry is read on every page load; remotes load only when their route is active. Loaded
// after the first render so that the login page does not wait for single-spa.
void import('./remotes/start-remotes').then((m) => m.startRemotes());
