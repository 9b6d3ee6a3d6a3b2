import { and, count, desc, eq, getTableColumns, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { accounts, pools, profileRoles, profiles } from '../db/schema';

export type Account = typeof accounts.$inferSelect;

/**
 * Sysadmin by the account flag or by a role of any live profile, its parent chain included: a
 * role-made sysadmin counts everywhere the flag does. Run as the system to see every pool's profiles.
 */
// written out with the table's name: drizzle leaves columns of a one-table select unqualified
export const effectiveSysadmin = sql<boolean>`(identity.accounts.is_sysadmin or exists (
  with recursive chain(id, parent_id, is_sysadmin) as (
    select r.id, r.parent_id, r.is_sysadmin from identity.profile_roles pr
      join identity.profiles p on p.id = pr.profile_id and p.archived_at is null
      join identity.roles r on r.id = pr.role_id
      where p.account_id = identity.accounts.id
    union
    select r.id, r.parent_id, r.is_sysadmin from identity.roles r join chain c on r.id = c.parent_id
  ) select 1 from chain where chain.is_sysadmin))`;

/** The account's columns with `isSysadmin` as the effective flag. */
export const accountColumns = { ...getTableColumns(accounts), isSysadmin: effectiveSysadmin };

/** The account named by username or e-mail, case-insensitively; a username match wins. */
export async function findAccountByLogin(tx: Tx, login: string): Promise<Account | null> {
  const name = login.trim().toLowerCase();
  const byUsername = sql<boolean>`lower(${accounts.username}) = ${name}`;
  const rows = await tx
    .select(accountColumns)
    .from(accounts)
    .where(or(byUsername, sql`lower(${accounts.email}) = ${name}`))
    .orderBy(desc(byUsername))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAccountById(tx: Tx, id: number): Promise<Account | null> {
  const rows = await tx.select(accountColumns).from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function touchLastLogin(tx: Tx, accountId: number, at: Date): Promise<void> {
  await tx.update(accounts).set({ lastLoginAt: at }).where(eq(accounts.id, accountId));
}

export type PoolRow = typeof pools.$inferSelect;

/** Pools the account may enter: those with a live profile of it; a sysadmin may enter every pool. */
export async function poolsOfAccount(tx: Tx, account: Pick<Account, 'id' | 'isSysadmin'>): Promise<PoolRow[]> {
  if (account.isSysadmin) return tx.select().from(pools).orderBy(pools.name, pools.id);
  return tx
    .selectDistinct({ pool: pools })
    .from(pools)
    .innerJoin(profiles, eq(profiles.poolId, pools.id))
    .where(and(eq(profiles.accountId, account.id), isNull(profiles.archivedAt)))
    .orderBy(pools.name, pools.id)
    .then((rows) => rows.map((r) => r.pool));
}

/** The pools the account has live profiles in (system access: every pool's profiles). */
export async function poolIdsOfProfiles(tx: Tx, accountId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ poolId: profiles.poolId })
    .from(profiles)
    .where(and(eq(profiles.accountId, accountId), isNull(profiles.archivedAt)));
  return rows.map((r) => r.poolId);
}

/** Live profiles of the account across every pool (system access: no pool chosen). */
export async function countProfilesOfAccount(tx: Tx, accountId: number): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.accountId, accountId), isNull(profiles.archivedAt)));
  return Number(rows[0]?.n ?? 0);
}

export async function setPasswordHash(tx: Tx, accountId: number, passwordHash: string): Promise<void> {
  await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

/** Flips two-factor login and answers the new state. */
export async function toggleTwoFactor(tx: Tx, accountId: number): Promise<boolean> {
  const [row] = await tx
    .update(accounts)
    .set({ twoFactor: sql`not ${accounts.twoFactor}` })
    .where(eq(accounts.id, accountId))
    .returning({ twoFactor: accounts.twoFactor });
  return row?.twoFactor ?? false;
}

/** Which of the username and e-mail are already used by another account (case-insensitively). */
export async function takenLogins(
  tx: Tx,
  username: string,
  email: string,
  exceptId?: number,
): Promise<{ username: boolean; email: boolean }> {
  const rows = await tx
    .select({ username: accounts.username, email: accounts.email })
    .from(accounts)
    .where(
      and(
        or(sql`lower(${accounts.username}) = ${username.toLowerCase()}`, sql`lower(${accounts.email}) = ${email.toLowerCase()}`),
        exceptId === undefined ? undefined : ne(accounts.id, exceptId),
      ),
    );
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function insertAccount(tx: Tx, a: { username: string; email: string; passwordHash: string }): Promise<Account> {
  const [created] = await tx.insert(accounts).values(a).returning();
  if (!created) throw new Error('account not stored');
  return created;
}

/**
 * Raises the token version of the accounts: every access token and refresh token issued before
 * stops working (the gateway checks it on every request). Answers the new versions.
 */
export async function bumpTokenVersions(tx: Tx, accountIds: number[]): Promise<{ id: number; tokenVersion: number }[]> {
  if (!accountIds.length) return [];
  return tx
    .update(accounts)
    .set({ tokenVersion: sql`${accounts.tokenVersion} + 1` })
    .where(inArray(accounts.id, [...new Set(accountIds)]))
    .returning({ id: accounts.id, tokenVersion: accounts.tokenVersion });
}

/** Accounts with a live profile holding one of the roles (run as the system: a global role is held in every pool). */
export async function accountsHoldingRoles(tx: Tx, roleIds: number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const rows = await tx
    .selectDistinct({ id: profiles.accountId })
    .from(profiles)
    .innerJoin(profileRoles, eq(profileRoles.profileId, profiles.id))
    .where(and(inArray(profileRoles.roleId, roleIds), isNull(profiles.archivedAt)));
  return rows.map((r) => r.id);
}
