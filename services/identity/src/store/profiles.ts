import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { ProfileChoice } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { branchDirectory, personDirectory, profileTypeDirectory } from '@app/contracts/published-views/masterdata';
import { accounts, profileRoles, profiles, roles } from '../db/schema';
import type { RoleNode } from '../domain/rights';
import { effectiveSysadmin } from './accounts';

export interface ProfileDetail extends ProfileChoice {
  personId: number | null;
  branchId: number | null;
  roleIds: number[];
}

/**
 * Live profiles of an account in the pool of the transaction (run inside `withPool`: row-level
 * security limits profiles, roles, persons and branches to that pool). `onlyId` picks one profile.
 */
export async function profilesInPool(
  tx: Tx,
  poolId: number,
  accountId: number,
  fallbackName: string,
  onlyId?: number,
): Promise<ProfileDetail[]> {
  const rows = await tx
    .select({
      id: profiles.id,
      personId: profiles.personId,
      branchId: profiles.branchId,
      fullName: personDirectory.fullName,
      initials: personDirectory.initials,
      branchName: branchDirectory.name,
    })
    .from(profiles)
    .leftJoin(personDirectory, eq(personDirectory.id, profiles.personId))
    .leftJoin(branchDirectory, eq(branchDirectory.id, profiles.branchId))
    .where(
      and(
        eq(profiles.poolId, poolId),
        eq(profiles.accountId, accountId),
        isNull(profiles.archivedAt),
        onlyId === undefined ? undefined : eq(profiles.id, onlyId),
      ),
    )
    .orderBy(asc(profiles.id));
  if (!rows.length) return [];
  const links = await tx
    .select({ profileId: profileRoles.profileId, roleId: roles.id, code: roles.code, name: roles.name })
    .from(profileRoles)
    .innerJoin(roles, eq(roles.id, profileRoles.roleId))
    .where(
      inArray(
        profileRoles.profileId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(roles.id));
  return rows.map((r) => {
    const own = links.filter((l) => l.profileId === r.id);
    return {
      id: r.id,
      personId: r.personId,
      branchId: r.branchId,
      roleIds: own.map((l) => l.roleId),
      person: { id: r.personId ?? 0, full_name: r.fullName ?? fallbackName, initials: r.initials ?? '' },
      branch: r.branchId !== null && r.branchName !== null ? { id: r.branchId, name: r.branchName } : null,
      roles: own.map((l) => ({ code: l.code, name: l.name })),
    };
  });
}

/** Every role visible in the pool (its own and the global ones), for resolving parents. */
export async function rolesInPool(tx: Tx): Promise<Map<number, RoleNode>> {
  const rows = await tx.select().from(roles);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        code: r.code,
        parentId: r.parentId,
        allow: r.allow,
        deny: r.deny,
        viewEntirePool: r.viewEntirePool,
        isSysadmin: r.isSysadmin,
      },
    ]),
  );
}

/** The account of any live profile of the person in the pool (run inside `withPool`). */
export async function accountOfPerson(tx: Tx, poolId: number, personId: number): Promise<number | null> {
  const rows = await tx
    .select({ accountId: profiles.accountId })
    .from(profiles)
    .where(and(eq(profiles.poolId, poolId), eq(profiles.personId, personId), isNull(profiles.archivedAt)))
    .limit(1);
  return rows[0]?.accountId ?? null;
}

/** A new profile holding the roles (run inside `withPool`). */
export async function insertProfile(
  tx: Tx,
  p: { poolId: number; accountId: number; personId: number; branchId: number | null; roleIds: number[] },
): Promise<number> {
  const [created] = await tx
    .insert(profiles)
    .values({ poolId: p.poolId, accountId: p.accountId, personId: p.personId, branchId: p.branchId })
    .returning({ id: profiles.id });
  if (!created) throw new Error('profile not stored');
  await tx.insert(profileRoles).values(p.roleIds.map((roleId) => ({ poolId: p.poolId, profileId: created.id, roleId })));
  return created.id;
}

/** The person's e-mail and name from masterdata's published directory (run inside `withPool`). */
export async function personContact(tx: Tx, poolId: number, personId: number): Promise<{ email: string | null; fullName: string } | null> {
  const rows = await tx
    .select({ email: personDirectory.email, fullName: personDirectory.fullName })
    .from(personDirectory)
    .where(and(eq(personDirectory.poolId, poolId), eq(personDirectory.id, personId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Every live profile of an account, in every pool (run as the system). */
export const liveProfilesOfAccount = (tx: Tx, accountId: number): Promise<{ id: number; poolId: number }[]> =>
  tx
    .select({ id: profiles.id, poolId: profiles.poolId })
    .from(profiles)
    .where(and(eq(profiles.accountId, accountId), isNull(profiles.archivedAt)));

/** A live profile of the pool with whether its account is a sysadmin (run inside `withPool`). */
export async function liveProfileWithAccount(
  tx: Tx,
  poolId: number,
  id: number,
): Promise<{ id: number; personId: number | null; branchId: number | null; accountId: number; accountSysadmin: boolean } | null> {
  const [profile] = await tx
    .select({
      id: profiles.id,
      personId: profiles.personId,
      branchId: profiles.branchId,
      accountId: profiles.accountId,
      accountSysadmin: effectiveSysadmin,
    })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(and(eq(profiles.id, id), eq(profiles.poolId, poolId), isNull(profiles.archivedAt)))
    .limit(1);
  return profile ?? null;
}

/** How many live profiles the person has in the pool (run inside `withPool`). */
export async function countLiveProfilesOfPerson(tx: Tx, poolId: number, personId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.poolId, poolId), eq(profiles.personId, personId), isNull(profiles.archivedAt)));
  return Number(row?.n ?? 0);
}

export async function archiveProfileRow(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(profiles).set({ archivedAt: at }).where(eq(profiles.id, id));
}

/** Whether the id is a live (not archived) profile type of the pool, in masterdata's published view. */
export async function isLiveProfileType(tx: Tx, poolId: number, id: number): Promise<boolean> {
  // the view runs as its owner (no row-level security): the pool is named here
  const rows = await tx
    .select({ id: profileTypeDirectory.id })
    .from(profileTypeDirectory)
    .where(and(eq(profileTypeDirectory.poolId, poolId), eq(profileTypeDirectory.id, id), eq(profileTypeDirectory.archived, false)))
    .limit(1);
  return rows.length > 0;
}

/** Sets a profile's function and description; answers the stored values (run inside `withPool`). */
export async function updateProfileRow(
  tx: Tx,
  poolId: number,
  id: number,
  p: { profileTypeId: number | null; description: string | null },
): Promise<{ id: number; profileTypeId: number | null; description: string | null }> {
  const [row] = await tx
    .update(profiles)
    .set({ profileTypeId: p.profileTypeId, description: p.description })
    .where(and(eq(profiles.poolId, poolId), eq(profiles.id, id)))
    .returning({ id: profiles.id, profileTypeId: profiles.profileTypeId, description: profiles.description });
  if (!row) throw new Error('profile not stored');
  return row;
}
