import { start } from 'single-spa';
import { loadRegistry, registryStore } from './registry';
import { registerRemoteApplications } from './applications';

/** single-spa with one application per module of the registry answer, now and after any later read. */
export function startRemotes(): void {
  registerRemoteApplications(registryStore.getState().modules);
  registryStore.subscribe((state) => registerRemoteApplications(state.modules));
  loadRegistry().catch((error: unknown) => console.error(error));
  start({ urlRerouteOnly: true });
}
