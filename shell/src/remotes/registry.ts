import { createStore, useStore } from 'zustand';
import { ApiPath, type ModulesResponse, type RegistryEntry, type RouteDef } from '@app/contracts';
import { api } from '@app/platform/api';
import { setRouteTable } from '@app/platform/navigation';
import { sessionOwner, sessionStore } from '@app/platform/session';

export type RegistryStatus = 'loading' | 'ready' | 'error';

/** The registry answer of this page load: which build of each module is live, with its routes. */
export const registryStore = createStore<{ status: RegistryStatus; modules: RegistryEntry[] }>()(() => ({
  status: 'loading',
  modules: [],
}));

export function useRegistryStatus(): RegistryStatus {
  return useStore(registryStore, (s) => s.status);
}

/** Every live module's routes, each with its owner: what the shell guards, titles and routes by. */
export function routesOf(modules: readonly RegistryEntry[]): RouteDef[] {
  return modules.flatMap((m) => m.routes.map((route) => ({ ...route, remote: m.name })));
}

let entries: Promise<RegistryEntry[]> | null = null;
/** whose answer `entries` is: the registry's pool pins and canary shares choose by the signed-in user */
let entriesOwner: string | null = null;

/**
 * The module registry, read once per page load and user (again after a login, and on retry after a
 * failure). Signed in, the call carries the token, so the gateway applies the pool's pins and the
 * user's canary share. Its routes become the page's route table, so the guards, titles and menu know
 * the live modules' paths.
 */
export function loadRegistry(force = false): Promise<RegistryEntry[]> {
  const owner = sessionOwner(sessionStore.getState().payload);
  if (!entries || force || owner !== entriesOwner) {
    entriesOwner = owner;
    registryStore.setState({ status: 'loading' });
    entries = api.get<ModulesResponse>(ApiPath.modules, { auth: owner !== null }).then(({ data }) => {
      setRouteTable(routesOf(data.modules));
      registryStore.setState({ status: 'ready', modules: data.modules });
      return data.modules;
    });
    entries.catch(() => {
      entries = null;
      registryStore.setState({ status: 'error' });
    });
  }
  return entries;
}
