import { and, asc, count, desc, eq, exists, ilike, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AccountView } from '@app/contracts';
import { containsPattern, type ListRequest, type Tx } from '@app/service-kit';
import type { AccountSortColumn } from '../domain/admin-lists';
import { accounts, profiles } from '../db/schema';
import { accountColumns, type Account } from './accounts';

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

const SORT_COLUMNS: Record<AccountSortColumn, SQLWrapper> = {
  username: accounts.username,
  email: accounts.email,
  enabled: accounts.enabled,
  last_login: accounts.lastLoginAt,
};

/** One page of accounts in scope: literal case-insensitive search on username and e-mail, whitelisted sort. */
export async function listAccounts(tx: Tx, scope: AccountScope, request: ListRequest): Promise<{ rows: Account[]; total: number }> {
  const pattern = request.search ? containsPattern(request.search) : null;
  const where = and(inScope(tx, scope), pattern ? or(ilike(accounts.username, pattern), ilike(accounts.email, pattern)) : undefined);
  const direction = request.sort.order === 'desc' ? desc : asc;
  const column = SORT_COLUMNS[request.sort.column as AccountSortColumn] ?? accounts.username;
  const query = tx.select(accountColumns).from(accounts).where(where).orderBy(direction(column), asc(accounts.id)).$dynamic();
  const rows = request.perPage === null ? await query : await query.limit(request.perPage).offset((request.page - 1) * request.perPage);
  const [total] = await tx.select({ n: count() }).from(accounts).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findAccountInScope(tx: Tx, scope: AccountScope, id: number): Promise<Account | null> {
  const rows = await tx
    .select(accountColumns)
    .from(accounts)
    .where(and(eq(accounts.id, id), inScope(tx, scope)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateAccount(
  tx: Tx,
  id: number,
  set: Partial<Pick<Account, 'username' | 'email' | 'enabled' | 'passwordHash'>>,
): Promise<Account> {
  const [row] = await tx.update(accounts).set(set).where(eq(accounts.id, id)).returning({ id: accounts.id });
  if (!row) throw new Error('account not updated');
  const [updated] = await tx.select(accountColumns).from(accounts).where(eq(accounts.id, id));
  return updated!;
}
