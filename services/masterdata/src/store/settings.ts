import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SettingValue } from '@app/contracts';
import type { Database, Tx } from '@app/service-kit';
import { branchSettings, poolSettings } from '../db/schema';
import { settingOf, type SettingDefinition } from '../domain/settings/setting-catalogue';

/** The values a pool changed; a code without a row has its catalogue default. */
export async function readPoolSettings(tx: Tx, poolId: number): Promise<Map<string, SettingValue>> {
  const rows = await tx
    .select({ code: poolSettings.code, value: poolSettings.value })
    .from(poolSettings)
    .where(eq(poolSettings.poolId, poolId));
  return new Map(rows.map((r) => [r.code, r.value as SettingValue]));
}

export const loadPoolSettings = (db: Database, poolId: number) => db.withPool(poolId, (tx) => readPoolSettings(tx, poolId));

/** One setting's effective pool value (used by the branch limits). */
export async function poolSettingValue(tx: Tx, poolId: number, def: SettingDefinition): Promise<SettingValue> {
  const [row] = await tx
    .select({ value: poolSettings.value })
    .from(poolSettings)
    .where(and(eq(poolSettings.poolId, poolId), eq(poolSettings.code, def.code)));
  return (row?.value as SettingValue | undefined) ?? def.default;
}

/**
 * Saves a PUT of the settings form in one transaction. A value equal to the default removes the
 * row, so a later change of a default reaches every pool that never chose otherwise.
 */
export async function savePoolSettings(db: Database, poolId: number, values: ReadonlyMap<string, SettingValue>, at: Date) {
  await db.withPool(poolId, async (tx) => {
    const toDefault = [...values].filter(([code, v]) => settingOf(code)?.default === v).map(([code]) => code);
    const changed = [...values].filter(([code, v]) => settingOf(code)?.default !== v);
    if (toDefault.length) await tx.delete(poolSettings).where(and(eq(poolSettings.poolId, poolId), inArray(poolSettings.code, toDefault)));
    if (changed.length)
      await tx
        .insert(poolSettings)
        .values(changed.map(([code, value]) => ({ poolId, code, value, updatedAt: at })))
        .onConflictDoUpdate({ target: [poolSettings.poolId, poolSettings.code], set: { value: sql`excluded.value`, updatedAt: at } });
  });
}

/**
 * A branch's setting: its own value, and the value it inherits from the nearest ancestor that set
 * one, else from the pool, else the default. Null when the branch is not in the pool.
 */
export function readBranchSetting(db: Database, poolId: number, branchId: number, def: SettingDefinition) {
  return db.withPool(poolId, async (tx) => {
    const result = await tx.execute(sql`
      with recursive chain(id, parent_id, depth) as (
        select id, parent_id, 0 from masterdata.branches where pool_id = ${poolId} and id = ${branchId}
        union all
        select b.id, b.parent_id, c.depth + 1 from masterdata.branches b join chain c on b.id = c.parent_id
        where b.pool_id = ${poolId} and c.depth < 10
      )
      select c.depth, s.value from chain c
      left join ${branchSettings} s on s.pool_id = ${poolId} and s.branch_id = c.id and s.code = ${def.code}
      order by c.depth`);
    const rows = ((result as unknown as { rows?: { depth: number; value: SettingValue | null }[] }).rows ?? []) as {
      depth: number;
      value: SettingValue | null;
    }[];
    if (!rows.length) return null;
    const own = rows[0]?.value ?? undefined;
    const fromAncestor = rows.slice(1).find((r) => r.value !== null)?.value;
    const inherited = fromAncestor ?? (await poolSettingValue(tx, poolId, def));
    return { own: def.branch ? own : undefined, inherited };
  });
}

/** Stores (or, when equal to what it inherits, clears) a branch's own value. */
export async function saveBranchSetting(
  db: Database,
  poolId: number,
  branchId: number,
  code: string,
  value: SettingValue | null,
  at: Date,
) {
  await db.withPool(poolId, async (tx) => {
    const key = and(eq(branchSettings.poolId, poolId), eq(branchSettings.branchId, branchId), eq(branchSettings.code, code));
    if (value === null) {
      await tx.delete(branchSettings).where(key);
      return;
    }
    await tx
      .insert(branchSettings)
      .values({ poolId, branchId, code, value, updatedAt: at })
      .onConflictDoUpdate({ target: [branchSettings.poolId, branchSettings.branchId, branchSettings.code], set: { value, updatedAt: at } });
  });
}
