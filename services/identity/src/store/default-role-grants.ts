import { eq } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { defaultRoleGrants } from '../db/schema';

/** The default-role rights the pool's roles were given, by role code (run inside `withPool`). */
export async function grantedDefaults(tx: Tx, poolId: number): Promise<Map<string, Set<string>>> {
  const rows = await tx
    .select({ code: defaultRoleGrants.roleCode, permission: defaultRoleGrants.permission })
    .from(defaultRoleGrants)
    .where(eq(defaultRoleGrants.poolId, poolId));
  const out = new Map<string, Set<string>>();
  for (const r of rows) out.set(r.code, (out.get(r.code) ?? new Set()).add(r.permission));
  return out;
}

export async function recordGrants(tx: Tx, poolId: number, code: string, permissions: readonly string[]): Promise<void> {
  if (!permissions.length) return;
  await tx
    .insert(defaultRoleGrants)
    .values(permissions.map((permission) => ({ poolId, roleCode: code, permission })))
    .onConflictDoNothing();
}
