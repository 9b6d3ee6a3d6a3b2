import { createRoot } from 'react-dom/client';
import { currentLocale } from '@app/i18n';
import { reportPageErrors } from '@app/platform/api';
import { routeTable } from '@app/platform/navigation';
import { sessionStore } from '@app/platform/session';
import { showFailedWrites } from '@app/ui/dialog-store';
import { loadRegistry } from './remotes/registry';
import { decideRoute } from './routing/route-guard';
import { ShellRoot } from './shell-root';

// Uncaught errors of the whole page (shell and modules) go to CLIENT_ERROR_URL with the last failed call's request id.
reportPageErrors();
// A write that fails for a reason the user cannot fix (400, 405, 5xx, no answer) shows the error dialog with its request id.
showFailedWrites();

// The pre-rendered sign-in page has a script of its own (src/sign-in, ADR 0288): this page starts empty.
createRoot(document.getElementById('root') as HTMLElement).render(<ShellRoot />);
document.documentElement.lang = currentLocale();

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
