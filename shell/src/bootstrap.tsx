import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { currentLocale } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { BaseProviders } from '@app/ui/providers';
import { App } from './app';
import { decideRoute } from './routing/route-guard';

document.documentElement.lang = currentLocale();

// Translation and theme only: react-query comes with the app layout (the only shell part that
// fetches server data), so the /login download does not carry it.
createRoot(document.getElementById('root') as HTMLElement).render(
  <BaseProviders>
    <CssBaseline />
    <App />
  </BaseProviders>,
);

// The registry is read on every page load (its answer also sets the version the API checks), after
// the first render. single-spa and the remotes' wiring load once a route outside the shell's own
// pages (login, logout, switching pool) is shown, so the login page does not carry them.
void import('./remotes/registry').then((m) => m.loadRegistry()).catch((error: unknown) => console.error(error));

const LOCATION_EVENTS = ['popstate', 'app:locationchange'] as const;
let remotesStarted = false;
function startRemotesWhenNeeded(): void {
  const { pathname, search } = window.location;
  if (remotesStarted || decideRoute(pathname, search, sessionStore.getState().payload).kind === 'shell') return;
  remotesStarted = true;
  for (const event of LOCATION_EVENTS) window.removeEventListener(event, startRemotesWhenNeeded);
  void import('./remotes/start-remotes').then((m) => m.startRemotes());
}
for (const event of LOCATION_EVENTS) window.addEventListener(event, startRemotesWhenNeeded);
startRemotesWhenNeeded();
