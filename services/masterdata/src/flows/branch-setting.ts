import type { SettingValue } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { SettingDefinition } from '../domain/settings/setting-catalogue';
import { readBranchSetting, saveBranchSetting } from '../store/settings';

/** A branch's own value of a setting and what it inherits; null when the branch is not the pool's. */
export const branchSettingOf = (deps: ServiceDeps, poolId: number, branchId: number, def: SettingDefinition) =>
  readBranchSetting(deps.db, poolId, branchId, def);

/** Stores (null: clears) a branch's own value and answers the setting as the branch now has it. */
export async function changeBranchSetting(
  deps: ServiceDeps,
  poolId: number,
  branchId: number,
  def: SettingDefinition,
  value: SettingValue | null,
) {
  await saveBranchSetting(deps.db, poolId, branchId, def.code, value, deps.clock.now());
  return readBranchSetting(deps.db, poolId, branchId, def);
}
