import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DefaultRole } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { branchDirectory, personDirectory, profileTypeDirectory } from '@app/contracts/published-views/masterdata';
import { accounts, pools, profileRoles, profiles, roles } from '../db/schema';
import type { DemoPool } from '../demo/demo-data';
import { recordGrants } from './default-role-grants';

/** Idempotent writes for seeding: each inserts what is missing and leaves the rest alone. */

export async function ensurePool(tx: Tx, pool: DemoPool): Promise<void> {
  await tx.insert(pools).values(pool).onConflictDoNothing({ target: pools.url });
}

export async function poolIdByUrl(tx: Tx, url: string): Promise<number | null> {
  const rows = await tx.select({ id: pools.id }).from(pools).where(eq(pools.url, url)).limit(1);
  return rows[0]?.id ?? null;
}

/**
 * The catalogue's roles in one pool (run inside `withPool`); returns role id by code. Roles that
 * exist already are left as the pool's administrators shaped them; only new ones get their parent.
 */
export async function ensureRoles(tx: Tx, poolId: number, catalogue: DefaultRole[]): Promise<Map<string, number>> {
  const created = await tx
    .insert(roles)
    .values(
      catalogue.map((r) => ({
        poolId,
        code: r.code,
        name: r.name,
        allow: r.allow,
        deny: r.deny,
        viewEntirePool: r.viewEntirePool,
        isSysadmin: r.isSysadmin,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: roles.id, code: roles.code });
  const rows = await tx.select({ id: roles.id, code: roles.code }).from(roles).where(eq(roles.poolId, poolId));
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  for (const { id, code } of created) {
    // a new role holds its whole default: every right of it counts as given (ADR 0111)
    await recordGrants(tx, poolId, code, catalogue.find((r) => r.code === code)?.allow ?? []);
    const parent = catalogue.find((r) => r.code === code)?.parent;
    if (parent)
      await tx
        .update(roles)
        .set({ parentId: idOf.get(parent) ?? null })
        .where(eq(roles.id, id));
  }
  return idOf;
}

export async function ensureAccount(
  tx: Tx,
  a: { username: string; email: string; isSysadmin: boolean; passwordHash: string },
): Promise<number> {
  await tx.insert(accounts).values(a).onConflictDoNothing();
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.username}) = ${a.username.toLowerCase()}`)
    .limit(1);
  if (!rows[0]) throw new Error(`account ${a.username} not stored`);
  return rows[0].id;
}

export async function personIdByEmail(tx: Tx, poolId: number, email: string): Promise<number | null> {
  const rows = await tx
    .select({ id: personDirectory.id })
    .from(personDirectory)
    .where(and(eq(personDirectory.poolId, poolId), sql`lower(${personDirectory.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function branchIdByName(tx: Tx, poolId: number, name: string): Promise<number | null> {
  const rows = await tx
    .select({ id: branchDirectory.id })
    .from(branchDirectory)
    .where(and(eq(branchDirectory.poolId, poolId), eq(branchDirectory.name, name)))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function profileTypeIdByName(tx: Tx, poolId: number, name: string): Promise<number | null> {
  const rows = await tx
    .select({ id: profileTypeDirectory.id })
    .from(profileTypeDirectory)
    .where(and(eq(profileTypeDirectory.poolId, poolId), eq(profileTypeDirectory.name, name)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** A live profile of the account for that person and branch, holding the role. */
export async function ensureProfile(
  tx: Tx,
  p: { poolId: number; accountId: number; personId: number; branchId: number; roleId: number; profileTypeId?: number | null },
): Promise<void> {
  const existing = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.poolId, p.poolId),
        eq(profiles.accountId, p.accountId),
        eq(profiles.personId, p.personId),
        eq(profiles.branchId, p.branchId),
        isNull(profiles.archivedAt),
      ),
    )
    .limit(1);
  let profileId = existing[0]?.id;
  if (profileId === undefined) {
    const [created] = await tx
      .insert(profiles)
      .values({
        poolId: p.poolId,
        accountId: p.accountId,
        personId: p.personId,
        branchId: p.branchId,
        profileTypeId: p.profileTypeId ?? null,
      })
      .returning({ id: profiles.id });
    profileId = created?.id;
  } else if (p.profileTypeId != null) {
    // data folders seeded before profiles were typed get their type on the next start
    await tx
      .update(profiles)
      .set({ profileTypeId: p.profileTypeId })
      .where(and(eq(profiles.id, profileId), isNull(profiles.profileTypeId)));
  }
  if (profileId === undefined) throw new Error('profile not stored');
  await tx.insert(profileRoles).values({ poolId: p.poolId, profileId, roleId: p.roleId }).onConflictDoNothing();
}
