import { and, asc, count, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import type { AccountView } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { accounts, profiles } from '../db/schema';
import type { Account } from './accounts';

export interface AccountScope {
  /** null: every account (sysadmin); otherwise accounts with a live profile in the pool */
  poolId: number | null;
}

export const toAccountView = (a: Account): AccountView => ({
  id: a.id,
  username: a.username,
  email: a.email,
  enabled: a.enabled,
  two_factor: a.twoFactor,
  is_sysadmin: a.isSysadmin,
  last_login: a.lastLoginAt?.toISOString() ?? null,
});

const inScope = (tx: Tx, scope: AccountScope): SQL | undefined =>
  scope.poolId === null
    ? undefined
    : exists(
        tx
          .select({ one: sql`1` })
          .from(profiles)
          .where(and(eq(profiles.accountId, accounts.id), eq(profiles.poolId, scope.poolId), isNull(profiles.archivedAt))),
      );

export async function listAccounts(tx: Tx, scope: AccountScope, q: { search?: string; page: number; perPage: number }): Promise<{ rows: Account[]; total: number }> {
  const term = q.search ? `%${q.search.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const where = and(inScope(tx, scope), term ? sql`(lower(${accounts.username}) like ${term} or lower(${accounts.email}) like ${term})` : undefined);
  const rows = await tx
    .select()
    .from(accounts)
    .where(where)
    .orderBy(asc(accounts.username))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await tx.select({ n: count() }).from(accounts).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findAccountInScope(tx: Tx, scope: AccountScope, id: number): Promise<Account | null> {
  const rows = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), inScope(tx, scope)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateAccount(tx: Tx, id: number, set: Partial<Pick<Account, 'username' | 'email' | 'enabled' | 'passwordHash'>>): Promise<Account> {
  const [row] = await tx.update(accounts).set(set).where(eq(accounts.id, id)).returning();
  if (!row) throw new Error('account not updated');
  return row;
}
