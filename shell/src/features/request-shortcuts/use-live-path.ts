import { findRoute, useRouteTable } from '@app/platform/navigation';

/** Whether a live module owns the path now: the shell links to paths, never to a module it knows at build time. */
export function useLivePath(path: string): boolean {
  useRouteTable();
  return findRoute(path) !== null;
}
