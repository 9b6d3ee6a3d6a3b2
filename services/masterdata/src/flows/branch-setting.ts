import type { SettingValue } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import type { SettingDefinition } from '../domain/settings/setting-catalogue';
import { branchSettingChain, poolSettingValue, saveBranchSetting } from '../store/settings';

/**
 * A branch's setting: its own value, and the value it inherits from the nearest ancestor that set
 * one, else from the pool, else the default. Null when the branch is not in the pool.
 */
async function readBranchSetting(tx: Tx, poolId: number, branchId: number, def: SettingDefinition) {
  const rows = await branchSettingChain(tx, poolId, branchId, def.code);
  if (!rows.length) return null;
  const own = rows[0]?.value ?? undefined;
  const fromAncestor = rows.slice(1).find((r) => r.value !== null)?.value;
  const inherited = fromAncestor ?? (await poolSettingValue(tx, poolId, def));
  return { own: def.branch ? own : undefined, inherited };
}

/** A branch's own value of a setting and what it inherits; null when the branch is not the pool's. */
export const branchSettingOf = (deps: ServiceDeps, poolId: number, branchId: number, def: SettingDefinition) =>
  deps.db.withPool(poolId, (tx) => readBranchSetting(tx, poolId, branchId, def));

/** Stores (null: clears) a branch's own value and answers the setting as the branch now has it, in one transaction. */
export async function changeBranchSetting(
  deps: ServiceDeps,
  poolId: number,
  branchId: number,
  def: SettingDefinition,
  value: SettingValue | null,
) {
  const at = deps.clock.now();
  return deps.db.withPool(poolId, async (tx) => {
    await saveBranchSetting(tx, poolId, branchId, def.code, value, at);
    return readBranchSetting(tx, poolId, branchId, def);
  });
}
