import type { SettingValue } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { loadPoolSettings, savePoolSettings } from '../store/settings';

/** The pool's chosen setting values (a setting left out has its default). */
export const poolSettingsOf = (deps: ServiceDeps, poolId: number) => loadPoolSettings(deps.db, poolId);

/** Saves a PUT of the settings form and answers the pool's values as they now are. */
export async function changePoolSettings(deps: ServiceDeps, poolId: number, values: ReadonlyMap<string, SettingValue>) {
  await savePoolSettings(deps.db, poolId, values, deps.clock.now());
  return loadPoolSettings(deps.db, poolId);
}
