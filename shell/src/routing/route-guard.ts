import { hasAnyRight, matchRoute, NO_REDIRECT_PATHS, type RouteDef, type TokenPayload } from '@app/contracts';
import { logoutUrl } from '@app/platform/navigation';

export type ShellPage = 'login' | 'logout' | 'switching-pool';

export type RouteDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'shell'; page: ShellPage }
  /** the live modules' routes are not known yet (the registry is being read) */
  | { kind: 'loading' }
  | { kind: 'remote'; remote: string; route: RouteDef; params: Record<string, string> }
  | { kind: 'error'; code: 403 | 404 };

const SHELL_PAGES: [RegExp, ShellPage][] = [
  [/^\/login(\/reset\/[^/]+|\/[^/]+)?\/?$/, 'login'],
  [/^\/logout\/?$/, 'logout'],
  [/^\/switching-pool\/?$/, 'switching-pool'],
];

/**
 * The route guards of spec 000 section 2, as one pure decision per navigation. `routes` are the
 * routes of the live modules, most specific first (null while the registry is being read): the
 * shell knows only its own pages; a path no live module owns is not found.
 */
export function decideRoute(
  pathname: string,
  search: string,
  session: TokenPayload | null,
  routes: readonly RouteDef[] | null,
): RouteDecision {
  if (pathname === '/' || pathname === '') return { kind: 'redirect', to: '/dashboard' };

  const shellPage = SHELL_PAGES.find(([re]) => re.test(pathname));
  if (shellPage) return { kind: 'shell', page: shellPage[1] };

  if (!routes) return { kind: 'loading' };
  const match = matchRoute(pathname, routes);
  if (!match) return { kind: 'error', code: 404 };
  const target = { kind: 'remote' as const, remote: match.route.remote, route: match.route, params: match.params };
  if (match.route.public) return target;

  const wanted = pathname + search;
  if (!session) return { kind: 'redirect', to: logoutUrl(wanted, NO_REDIRECT_PATHS) };
  if (!session.finished) return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(wanted)}` };
  if (!hasAnyRight(session, match.route.anyOf)) return { kind: 'error', code: 403 };
  return target;
}

/** Where to go after login: the redirect query when it is a local path, else the dashboard. */
export function redirectTarget(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  return wanted && wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : '/dashboard';
}
