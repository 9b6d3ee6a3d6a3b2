import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SettingValue } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { branchSettings, poolSettings } from '../db/schema';
import type { SettingDefinition } from '../domain/settings/setting-catalogue';

/** The values a pool changed; a code without a row has its catalogue default. */
export async function readPoolSettings(tx: Tx, poolId: number): Promise<Map<string, SettingValue>> {
  const rows = await tx
    .select({ code: poolSettings.code, value: poolSettings.value })
    .from(poolSettings)
    .where(eq(poolSettings.poolId, poolId));
  return new Map(rows.map((r) => [r.code, r.value as SettingValue]));
}

/** One setting's effective pool value (used by the branch limits). */
export async function poolSettingValue(tx: Tx, poolId: number, def: SettingDefinition): Promise<SettingValue> {
  const [row] = await tx
    .select({ value: poolSettings.value })
    .from(poolSettings)
    .where(and(eq(poolSettings.poolId, poolId), eq(poolSettings.code, def.code)));
  return (row?.value as SettingValue | undefined) ?? def.default;
}

/** Removes the pool's own values of these codes, so they have their catalogue default again. */
export async function clearPoolSettings(tx: Tx, poolId: number, codes: readonly string[]) {
  if (codes.length) await tx.delete(poolSettings).where(and(eq(poolSettings.poolId, poolId), inArray(poolSettings.code, [...codes])));
}

/** Stores the pool's own values of these codes. */
export async function writePoolSettings(tx: Tx, poolId: number, values: readonly (readonly [string, SettingValue])[], at: Date) {
  if (values.length)
    await tx
      .insert(poolSettings)
      .values(values.map(([code, value]) => ({ poolId, code, value, updatedAt: at })))
      .onConflictDoUpdate({ target: [poolSettings.poolId, poolSettings.code], set: { value: sql`excluded.value`, updatedAt: at } });
}

/**
 * A branch's values of a setting, from the branch itself (depth 0) up through its ancestors (null
 * where one set none); empty when the branch is not in the pool.
 */
export async function branchSettingChain(tx: Tx, poolId: number, branchId: number, code: string) {
  const result = await tx.execute(sql`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from masterdata.branches where pool_id = ${poolId} and id = ${branchId}
      union all
      select b.id, b.parent_id, c.depth + 1 from masterdata.branches b join chain c on b.id = c.parent_id
      where b.pool_id = ${poolId} and c.depth < 10
    )
    select c.depth, s.value from chain c
    left join ${branchSettings} s on s.pool_id = ${poolId} and s.branch_id = c.id and s.code = ${code}
    order by c.depth`);
  return ((result as unknown as { rows?: { depth: number; value: SettingValue | null }[] }).rows ?? []) as {
    depth: number;
    value: SettingValue | null;
  }[];
}

/** Stores (null: clears) a branch's own value. */
export async function saveBranchSetting(tx: Tx, poolId: number, branchId: number, code: string, value: SettingValue | null, at: Date) {
  const key = and(eq(branchSettings.poolId, poolId), eq(branchSettings.branchId, branchId), eq(branchSettings.code, code));
  if (value === null) {
    await tx.delete(branchSettings).where(key);
    return;
  }
  await tx
    .insert(branchSettings)
    .values({ poolId, branchId, code, value, updatedAt: at })
    .onConflictDoUpdate({ target: [branchSettings.poolId, branchSettings.branchId, branchSettings.code], set: { value, updatedAt: at } });
}

/**
 * A whole-number setting as it holds for a branch, as one SQL value: the branch's own value, else its
 * nearest ancestor's, else the pool's, else the catalogue default (as `GET branch/{id}/settings/{code}` has it).
 */
export function branchWholeNumber(poolId: number, branchId: number, def: SettingDefinition & { input_type: 'number' }): SQL {
  return sql`coalesce(
    (with recursive chain(id, parent_id, depth) as (
        select id, parent_id, 0 from masterdata.branches where pool_id = ${poolId} and id = ${branchId}
        union all
        select b.id, b.parent_id, c.depth + 1 from masterdata.branches b join chain c on b.id = c.parent_id
        where b.pool_id = ${poolId} and c.depth < 10)
      select round((s.value #>> '{}')::numeric)::int from chain c
      join ${branchSettings} s on s.pool_id = ${poolId} and s.branch_id = c.id and s.code = ${def.code} and jsonb_typeof(s.value) = 'number'
      order by c.depth limit 1),
    (select round((p.value #>> '{}')::numeric)::int from ${poolSettings} p
      where p.pool_id = ${poolId} and p.code = ${def.code} and jsonb_typeof(p.value) = 'number'),
    ${def.default}::int)`;
}
