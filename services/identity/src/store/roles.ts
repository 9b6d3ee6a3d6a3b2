import { and, asc, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { RoleView } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { profileRoles, profiles, roles } from '../db/schema';

export type RoleRow = typeof roles.$inferSelect;
export type RoleWrite = Pick<typeof roles.$inferInsert, 'code' | 'name' | 'parentId' | 'allow' | 'deny' | 'viewEntirePool'>;

export const toRoleView = (r: RoleRow): RoleView => ({
  id: r.id,
  code: r.code,
  name: r.name,
  parent_id: r.parentId,
  pool_id: r.poolId,
  allow: r.allow,
  deny: r.deny,
  view_entire_pool: r.viewEntirePool,
  is_sysadmin: r.isSysadmin,
});

/** The pool's own and the global roles (inside `withPool` row-level security adds the same filter). */
export async function rolesOfPool(tx: Tx, poolId: number): Promise<RoleRow[]> {
  return tx
    .select()
    .from(roles)
    .where(or(eq(roles.poolId, poolId), isNull(roles.poolId)))
    .orderBy(asc(roles.code), asc(roles.id));
}

export async function findRoleInPool(tx: Tx, poolId: number, id: number): Promise<RoleRow | null> {
  const rows = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), or(eq(roles.poolId, poolId), isNull(roles.poolId))))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether another role with the code exists in the same scope (the pool, or the global roles). */
export async function codeTaken(tx: Tx, poolId: number | null, code: string, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        poolId === null ? isNull(roles.poolId) : eq(roles.poolId, poolId),
        eq(roles.code, code),
        exceptId === undefined ? undefined : ne(roles.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertRole(tx: Tx, poolId: number | null, row: RoleWrite): Promise<RoleRow> {
  const [created] = await tx
    .insert(roles)
    .values({ ...row, poolId })
    .returning();
  if (!created) throw new Error('role not stored');
  return created;
}

export async function updateRole(tx: Tx, id: number, row: RoleWrite): Promise<RoleRow> {
  const [updated] = await tx.update(roles).set(row).where(eq(roles.id, id)).returning();
  if (!updated) throw new Error('role not updated');
  return updated;
}

export async function deleteRole(tx: Tx, id: number): Promise<void> {
  await tx.delete(roles).where(eq(roles.id, id));
}

export async function countChildRoles(tx: Tx, id: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(roles).where(eq(roles.parentId, id));
  return Number(row?.n ?? 0);
}

/** Live profiles holding the role (run as the system: a global role may be held in every pool). */
export async function countProfilesWithRole(tx: Tx, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(profileRoles)
    .innerJoin(profiles, eq(profiles.id, profileRoles.profileId))
    .where(and(eq(profileRoles.roleId, id), isNull(profiles.archivedAt)));
  return Number(row?.n ?? 0);
}

/** Roles with the code in every pool and globally (run as the system). */
export async function countRolesWithCode(tx: Tx, code: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(roles).where(eq(roles.code, code));
  return Number(row?.n ?? 0);
}

/** The pool's own roles, locked until the transaction ends. */
export const lockPoolRoles = (tx: Tx, poolId: number): Promise<Pick<RoleRow, 'id' | 'code' | 'allow' | 'deny'>[]> =>
  tx
    .select({ id: roles.id, code: roles.code, allow: roles.allow, deny: roles.deny })
    .from(roles)
    .where(eq(roles.poolId, poolId))
    .for('update');

export async function setRoleAllow(tx: Tx, poolId: number, id: number, allow: string[]): Promise<void> {
  await tx
    .update(roles)
    .set({ allow })
    .where(and(eq(roles.id, id), eq(roles.poolId, poolId)));
}
