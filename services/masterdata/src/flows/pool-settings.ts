import type { SettingValue } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { settingOf } from '../domain/settings/setting-catalogue';
import { clearPoolSettings, readPoolSettings, writePoolSettings } from '../store/settings';

/** The pool's chosen setting values (a setting left out has its default). */
export const poolSettingsOf = (deps: ServiceDeps, poolId: number) => deps.db.withPool(poolId, (tx) => readPoolSettings(tx, poolId));

/**
 * Saves a PUT of the settings form in one transaction and answers the pool's values as they now
 * are. A value equal to the default removes the row, so a later change of a default reaches every
 * pool that never chose otherwise.
 */
export async function changePoolSettings(deps: ServiceDeps, poolId: number, values: ReadonlyMap<string, SettingValue>) {
  const at = deps.clock.now();
  const toDefault = [...values].filter(([code, v]) => settingOf(code)?.default === v).map(([code]) => code);
  const changed = [...values].filter(([code, v]) => settingOf(code)?.default !== v);
  return deps.db.withPool(poolId, async (tx) => {
    await clearPoolSettings(tx, poolId, toDefault);
    await writePoolSettings(tx, poolId, changed, at);
    return readPoolSettings(tx, poolId);
  });
}
