import { SHELL_PUBLIC_PATHS } from '@app/contracts';
import { findRoute } from './route-table';

/** Public routes skip authentication: the shell's login pages and the public routes of live modules. */
export function isPublicPath(pathname: string): boolean {
  if (SHELL_PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return true;
  return findRoute(pathname)?.route.public === true;
}

/** `/logout?redirect=<path>` for a path that needs a login; plain `/logout` for home-like paths. */
export function logoutUrl(wanted: string, noRedirect: readonly string[]): string {
  const pathname = wanted.split('?')[0] ?? '/';
  return noRedirect.includes(pathname) ? '/logout' : `/logout?redirect=${encodeURIComponent(wanted)}`;
}
