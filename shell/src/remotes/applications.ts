import { getAppNames, registerApplication, triggerAppChange, unregisterApplication, type LifeCycles } from 'single-spa';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteName } from '@app/contracts';
import { sessionStore } from '@app/platform';
import { decideRoute } from '../routing/route-guard';
import { containedApp } from './contained-app';
import { loadRegistry } from './registry';

/** The remote whose area the current location shows, after the guards. */
export function activeRemote(location: Location): RemoteName | null {
  const decision = decideRoute(location.pathname, location.search, sessionStore.getState().payload);
  return decision.kind === 'remote' ? decision.remote : null;
}

export const CONTAINER_PREFIX = 'single-spa-application:';

/**
 * Each remote mounts into its own container inside the shell's module area; before the area has
 * rendered the container waits on <body> and the area adopts it (module-area.tsx).
 */
function containerOf(remote: RemoteName): HTMLElement {
  const id = `${CONTAINER_PREFIX}${remote}`;
  const area = document.getElementById('module-area') ?? document.body;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    area.appendChild(el);
  }
  return el;
}

function register(remote: RemoteName, forceRegistry: boolean): void {
  registerApplication({
    name: remote,
    app: containedApp(remote, async () => {
      const known = await loadRegistry(forceRegistry);
      if (!known.some((m) => m.name === remote)) throw new Error(`${remote} is not in the module registry`);
      return (await loadRemote<LifeCycles>(`${remote}/app`)) as LifeCycles;
    }),
    activeWhen: (location) => activeRemote(location) === remote,
    customProps: { domElementGetter: () => containerOf(remote), retry: () => void retryRemote(remote) },
  });
}

export function registerRemoteApplications(): void {
  for (const remote of REMOTES) register(remote, false);
}

/** Retry after a failure: forget the app and its remote, read the registry again, load again. */
export async function retryRemote(remote: RemoteName): Promise<void> {
  if (getAppNames().includes(remote)) await unregisterApplication(remote);
  register(remote, true);
  await triggerAppChange();
}
