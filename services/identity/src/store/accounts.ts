import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { accounts, pools, profiles } from '../db/schema';

export type Account = typeof accounts.$inferSelect;

/** The account named by username or e-mail, case-insensitively; a username match wins. */
export async function findAccountByLogin(tx: Tx, login: string): Promise<Account | null> {
  const name = login.trim().toLowerCase();
  const byUsername = sql<boolean>`lower(${accounts.username}) = ${name}`;
  const rows = await tx
    .select()
    .from(accounts)
    .where(or(byUsername, sql`lower(${accounts.email}) = ${name}`))
    .orderBy(desc(byUsername))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAccountById(tx: Tx, id: number): Promise<Account | null> {
  const rows = await tx.select().from(accounts).where(eq(accounts.id, id)).limit(1);
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

/** Live profiles of the account across every pool (system access: no pool chosen). */
export async function countProfilesOfAccount(tx: Tx, accountId: number): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.accountId, accountId), isNull(profiles.archivedAt)));
  return Number(rows[0]?.n ?? 0);
}
