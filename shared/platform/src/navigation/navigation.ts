import { useSyncExternalStore } from 'react';

/** Fired after every in-app navigation, so views re-render with or without single-spa on the page. */
const LOCATION_EVENT = 'app:locationchange';

/** Asked before an in-app navigation; false keeps the page (unsaved changes the user wants to keep). */
export type LeaveGuard = (to: string) => Promise<boolean>;
let leaveGuard: LeaveGuard | null = null;

/** Installs the guard of the page that holds unsaved changes (a popup's form); returns its removal. */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  leaveGuard = guard;
  return () => {
    if (leaveGuard === guard) leaveGuard = null;
  };
}

function go(to: string, replace: boolean): void {
  if (replace) window.history.replaceState(window.history.state, '', to);
  else window.history.pushState(window.history.state, '', to);
  window.dispatchEvent(new Event(LOCATION_EVENT));
}

/** `force` skips the leave guard: the page puts its own URL back (a declined browser back). */
export function navigate(to: string, options: { replace?: boolean; force?: boolean } = {}): void {
  const guard = leaveGuard;
  if (!guard || options.force) return go(to, options.replace === true);
  void guard(to).then((leave) => {
    if (leave) go(to, options.replace === true);
  });
}

/** Calls `onChange` after every navigation, in-app or the browser's back and forward; returns its removal. */
export function onLocationChange(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_EVENT, onChange);
  };
}

/** The address a render without a browser (a page pre-rendered at build time) renders for. */
let prerenderedHref = '/';

/** Sets the address a render outside the browser stands at; the browser's own address wins in a page. */
export function setPrerenderedLocation(href: string): void {
  prerenderedHref = href;
}

// outside a browser, the address being pre-rendered; while hydrating, the page's own (it was served for
// it). One function for both: Preact's compatibility layer (the sign-in page, ADR 0288) has no server snapshot.
const snapshot = (): string => (typeof window === 'undefined' ? prerenderedHref : window.location.pathname + window.location.search);

/** The current path and query, re-rendering on every navigation (history mode). */
export function useLocation(): { pathname: string; search: string; href: string } {
  const href = useSyncExternalStore(onLocationChange, snapshot, snapshot);
  const queryStart = href.indexOf('?');
  return queryStart < 0
    ? { pathname: href, search: '', href }
    : { pathname: href.slice(0, queryStart), search: href.slice(queryStart), href };
}

export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
}
