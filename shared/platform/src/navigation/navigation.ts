import { useSyncExternalStore } from 'react';

/** Fired after every in-app navigation, so views re-render with or without single-spa on the page. */
const LOCATION_EVENT = 'app:locationchange';

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(window.history.state, '', to);
  else window.history.pushState(window.history.state, '', to);
  window.dispatchEvent(new Event(LOCATION_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_EVENT, onChange);
  };
}

const snapshot = (): string => window.location.pathname + window.location.search;

/** The current path and query, re-rendering on every navigation (history mode). */
export function useLocation(): { pathname: string; search: string; href: string } {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const queryStart = href.indexOf('?');
  return queryStart < 0
    ? { pathname: href, search: '', href }
    : { pathname: href.slice(0, queryStart), search: href.slice(queryStart), href };
}

export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
}
