import { useSyncExternalStore } from 'react';
import { matchRoute, rankRoutes, type RouteDef } from '@app/contracts';

let table: readonly RouteDef[] | null = null;
const listeners = new Set<() => void>();

/**
 * The routes of every live module, most specific first. The shell sets them from the registry
 * answer (GET /api/modules), the standalone public app from its own routes; null until then.
 */
export function setRouteTable(routes: readonly RouteDef[]): void {
  table = rankRoutes(routes);
  for (const listener of listeners) listener();
}

export function routeTable(): readonly RouteDef[] | null {
  return table;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The route table, re-rendering when the shell has read the registry (again). */
export function useRouteTable(): readonly RouteDef[] | null {
  return useSyncExternalStore(subscribe, routeTable, routeTable);
}

/** The live route a path opens, with its parameters; null when no live module owns the path. */
export function findRoute(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  return table ? matchRoute(pathname, table) : null;
}
