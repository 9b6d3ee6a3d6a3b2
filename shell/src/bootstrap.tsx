import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { currentLocale, i18n, registerTexts } from '@app/i18n';
import { reportPageErrors } from '@app/platform/api';
import { routeTable } from '@app/platform/navigation';
import { sessionStore } from '@app/platform/session';
import { showFailedWrites } from '@app/ui/dialog-store';
import { BaseProviders } from '@app/ui/providers';
import { App } from './app';
import { SHELL_NAMESPACE, texts } from './i18n';
import { loadRegistry } from './remotes/registry';
import { decideRoute } from './routing/route-guard';

// Uncaught errors of the whole page (shell and modules) go to CLIENT_ERROR_URL with the last failed call's request id.
reportPageErrors();
// A write that fails for a reason the user cannot fix (400, 405, 5xx, no answer) shows the error dialog with its request id.
showFailedWrites();

// The shell's texts are the page's default namespace: its code outside React translates with them.
registerTexts(SHELL_NAMESPACE, texts);
i18n.setDefaultNamespace(SHELL_NAMESPACE);
document.documentElement.lang = currentLocale();

// Translation and theme only: react-query comes with the app layout (the only shell part that
// fetches server data), so the /login download does not carry it.
createRoot(document.getElementById('root') as HTMLElement).render(
  <BaseProviders namespace={SHELL_NAMESPACE}>
    <CssBaseline />
    <App />
  </BaseProviders>,
);

// The registry is read on every page load, after the first render: its answer carries the live
// modules' routes (until it arrives a module's path shows the loader) and sets the version the API
// checks. single-spa and the remotes' wiring load once a route outside the shell's own pages
// (login, logout, switching pool) is shown, so the login page does not carry them.
loadRegistry().catch((error: unknown) => console.error(error));

const LOCATION_EVENTS = ['popstate', 'app:locationchange'] as const;
let remotesStarted = false;
function startRemotesWhenNeeded(): void {
  const { pathname, search } = window.location;
  if (remotesStarted || decideRoute(pathname, search, sessionStore.getState().payload, routeTable()).kind === 'shell') return;
  remotesStarted = true;
  for (const event of LOCATION_EVENTS) window.removeEventListener(event, startRemotesWhenNeeded);
  void import('./remotes/start-remotes').then((m) => m.startRemotes());
}
for (const event of LOCATION_EVENTS) window.addEventListener(event, startRemotesWhenNeeded);
startRemotesWhenNeeded();
