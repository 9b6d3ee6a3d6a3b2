import type { ServiceDeps } from '@app/service-kit';
import { settingOf } from '../domain/settings/setting-catalogue';
import { branchSettingOf } from './branch-setting';
import { poolSettingsOf } from './pool-settings';

/**
 * Whether Saturday or Sunday is a working day (API-50, CONST-05): the branch's own value or what it
 * inherits, or without a branch the pool's; null when the branch is not the pool's.
 */
export async function isWorkingDay(deps: ServiceDeps, poolId: number, day: 'saturday' | 'sunday', branchId: number | null) {
  const def = settingOf(`${day}_working_day`)!;
  if (branchId !== null) {
    const found = await branchSettingOf(deps, poolId, branchId, def);
    return found === null ? null : (found.own ?? found.inherited) === true;
  }
  return ((await poolSettingsOf(deps, poolId)).get(def.code) ?? def.default) === true;
}

/**
 * The check_the_same_person_absent policy (CAL-PAGE-04, CAL-DIS-04): 'warn' or 'prevent', the
 * branch's own value or what it inherits, or without a branch the pool's; null when the branch is
 * not the pool's.
 */
export async function absenceCheck(deps: ServiceDeps, poolId: number, branchId: number | null): Promise<'warn' | 'prevent' | null> {
  const def = settingOf('check_the_same_person_absent')!;
  let value: unknown;
  if (branchId !== null) {
    const found = await branchSettingOf(deps, poolId, branchId, def);
    if (found === null) return null;
    value = found.own ?? found.inherited;
  } else value = (await poolSettingsOf(deps, poolId)).get(def.code) ?? def.default;
  return value === 'prevent' ? 'prevent' : 'warn';
}
