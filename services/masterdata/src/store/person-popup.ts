import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { accountDirectory, profileDirectory } from '@app/contracts/published-views/identity';
import { branches, profileTypes } from '../db/schema';

/** The person's live profiles with names (Profiles tab): function, roles, branch, description. */
export const profilesOfPerson = (tx: Tx, poolId: number, personId: number) =>
  tx
    .select({
      id: profileDirectory.id,
      profile_type: { id: profileTypes.id, name: profileTypes.name, type: profileTypes.type },
      roles: profileDirectory.roleNames,
      branch: { id: branches.id, name: branches.name },
      description: profileDirectory.description,
    })
    .from(profileDirectory)
    .leftJoin(profileTypes, eq(profileTypes.id, profileDirectory.profileTypeId))
    .leftJoin(branches, eq(branches.id, profileDirectory.branchId))
    .where(and(eq(profileDirectory.poolId, poolId), eq(profileDirectory.personId, personId), isNull(profileDirectory.archivedAt)))
    .orderBy(asc(profileDirectory.id));

const accountsOfPerson = (tx: Tx, poolId: number, personId: number) =>
  tx
    .selectDistinct({
      id: accountDirectory.id,
      username: accountDirectory.username,
      email: accountDirectory.email,
      enabled: accountDirectory.enabled,
      two_factor: accountDirectory.twoFactor,
      is_sysadmin: accountDirectory.isSysadmin,
      last_login: accountDirectory.lastLoginAt,
    })
    .from(profileDirectory)
    .innerJoin(accountDirectory, eq(accountDirectory.id, profileDirectory.accountId))
    .where(and(eq(profileDirectory.poolId, poolId), eq(profileDirectory.personId, personId), isNull(profileDirectory.archivedAt)))
    .orderBy(asc(accountDirectory.id));

/** The Account tab, read-only: the account behind the person's profiles, or `has_account: false`. */
export async function accountOfPerson(tx: Tx, poolId: number, personId: number) {
  const [account] = await accountsOfPerson(tx, poolId, personId);
  return account ? { has_account: true, ...account, last_login: account.last_login?.toISOString() ?? null } : { has_account: false };
}

/** Whether one of the person's live profiles belongs to a sysadmin account (MD-PERSON-04). */
export async function isSysadminPerson(tx: Tx, poolId: number, personId: number): Promise<boolean> {
  const accounts = await accountsOfPerson(tx, poolId, personId);
  return accounts.some((a) => a.is_sysadmin);
}

/** Live profiles of a profile type: such a type cannot be deleted (MD-PROF 'in use'). */
export async function profileTypeInUse(tx: Tx, poolId: number, profileTypeId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(profileDirectory)
    .where(
      and(eq(profileDirectory.poolId, poolId), eq(profileDirectory.profileTypeId, profileTypeId), isNull(profileDirectory.archivedAt)),
    );
  return (row?.n ?? 0) > 0;
}
