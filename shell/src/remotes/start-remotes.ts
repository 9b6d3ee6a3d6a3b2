import { start } from 'single-spa';
import { loadRegistry } from './registry';
import { registerRemoteApplications } from './applications';

export function startRemotes(): void {
  loadRegistry().catch((error: unknown) => console.error(error));
  registerRemoteApplications();
  start({ urlRerouteOnly: true });
}
