import type { ServiceName } from '@app/contracts';
import type { ServiceModule } from '@app/service-kit';

/**
 * Every service by name. Besides the launcher, the harness is the one place that knows them all
 * (docs/adr/0025); a service's tests ask for the others by name instead of importing them. Each is
 * loaded only when a test asks for it, so identity's tests load identity and masterdata, not staffing.
 */
const LOADERS: Record<ServiceName, () => Promise<ServiceModule>> = {
  identity: async () => (await import('@app/identity')).identityService,
  masterdata: async () => (await import('@app/masterdata')).masterdataService,
  staffing: async () => (await import('@app/staffing')).staffingService,
  reports: async () => (await import('@app/reports')).reportsService,
  notify: async () => (await import('@app/notify')).notifyService,
};

export const loadService = (name: ServiceName): Promise<ServiceModule> => LOADERS[name]();

/** The services `names` need, each after the services it reads (`dependsOn`), every one once. */
export async function withDependencies(names: readonly ServiceName[]): Promise<ServiceModule[]> {
  const ordered: ServiceModule[] = [];
  const entered = new Set<ServiceName>();
  const visit = async (name: ServiceName, path: ServiceName[]) => {
    if (ordered.some((m) => m.name === name)) return;
    if (entered.has(name)) throw new Error(`dependsOn cycle: ${[...path, name].join(' -> ')}`);
    entered.add(name);
    const service = await loadService(name);
    for (const dependency of service.dependsOn ?? []) await visit(dependency, [...path, name]);
    ordered.push(service);
  };
  for (const name of names) await visit(name, []);
  return ordered;
}
