import { registerRemotes } from '@module-federation/enhanced/runtime';
import { ApiPath, type ModulesResponse, type RegistryEntry } from '@app/contracts';
import { api } from '@app/platform';

let entries: Promise<RegistryEntry[]> | null = null;

/** The module registry, read once per page load (and again on retry after a failure). */
export function loadRegistry(force = false): Promise<RegistryEntry[]> {
  if (!entries || force) {
    entries = api.get<ModulesResponse>(ApiPath.modules).then(({ data }) => {
      registerRemotes(
        data.modules.map((m) => ({ name: m.name, entry: m.manifest })),
        { force },
      );
      return data.modules;
    });
    entries.catch(() => {
      entries = null;
    });
  }
  return entries;
}
