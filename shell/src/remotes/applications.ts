import { getAppNames, registerApplication, triggerAppChange, unregisterApplication, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { versionConflicts, type RegistryEntry } from '@app/contracts';
import { routeTable } from '@app/platform/navigation';
import { sessionStore } from '@app/platform/session';
import { decideRoute } from '../routing/route-guard';
import { containedApp, IncompatibleModule } from './contained-app';
import { loadRegistry } from './registry';

/** The remote whose area the current location shows, after the guards. */
export function activeRemote(location: Location): string | null {
  const decision = decideRoute(location.pathname, location.search, sessionStore.getState().payload, routeTable());
  return decision.kind === 'remote' ? decision.remote : null;
}

export const CONTAINER_PREFIX = 'single-spa-application:';

/**
 * Each remote mounts into its own container inside the shell's module area; before the area has
 * rendered the container waits on <body> and the area adopts it (module-area.tsx).
 */
function containerOf(remote: string): HTMLElement {
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

/**
 * Loads a module's code, unless its build needs other majors of `@app/platform` or `@app/ui` than
 * this page runs (`__SHARED_VERSIONS__`, the shell's build): such a module is refused before any of
 * its code runs.
 */
async function loadModule(remote: string, forceRegistry: boolean): Promise<LifeCycles> {
  const entry = (await loadRegistry(forceRegistry)).find((m) => m.name === remote);
  if (!entry) throw new Error(`${remote} is not in the module registry`);
  const conflicts = versionConflicts(entry.shared, __SHARED_VERSIONS__);
  if (conflicts.length > 0) throw new IncompatibleModule(entry.version, conflicts);
  registerRemotes([{ name: remote, entry: entry.manifest }], { force: forceRegistry });
  return (await loadRemote<LifeCycles>(`${remote}/app`)) as LifeCycles;
}

function register(remote: string, forceRegistry: boolean): void {
  registerApplication({
    name: remote,
    app: containedApp(remote, () => loadModule(remote, forceRegistry)),
    activeWhen: (location) => activeRemote(location) === remote,
    customProps: { domElementGetter: () => containerOf(remote), retry: () => void retryRemote(remote) },
  });
}

/** One single-spa application per module of the registry answer: a module added there needs nothing else. */
export function registerRemoteApplications(modules: readonly RegistryEntry[]): void {
  const known = getAppNames();
  for (const { name } of modules) if (!known.includes(name)) register(name, false);
}

/** Retry after a failure: forget the app and its remote, read the registry again, load again. */
export async function retryRemote(remote: string): Promise<void> {
  if (getAppNames().includes(remote)) await unregisterApplication(remote);
  register(remote, true);
  await triggerAppChange();
}
