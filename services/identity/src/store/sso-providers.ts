import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { accounts, ssoProviders } from '../db/schema';
import type { Account } from './accounts';

export type SsoProvider = typeof ssoProviders.$inferSelect;
export type SsoProviderWrite = Omit<typeof ssoProviders.$inferInsert, 'id' | 'createdAt'>;

/** The pool's enabled providers, in the order they were added (read inside the pool: RLS). */
export const enabledProviders = (tx: Tx, poolId: number): Promise<SsoProvider[]> =>
  tx
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.poolId, poolId), eq(ssoProviders.enabled, true)))
    .orderBy(asc(ssoProviders.id));

export async function findEnabledProvider(tx: Tx, poolId: number, code: string): Promise<SsoProvider | null> {
  const rows = await tx
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.poolId, poolId), eq(ssoProviders.code, code), eq(ssoProviders.enabled, true)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findProviderById(tx: Tx, id: number): Promise<SsoProvider | null> {
  const rows = await tx.select().from(ssoProviders).where(eq(ssoProviders.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Adds or updates the provider with this pool and code (configuration applied at start). */
export async function upsertProvider(tx: Tx, row: SsoProviderWrite): Promise<void> {
  const { poolId: _pool, code: _code, ...changes } = row;
  await tx
    .insert(ssoProviders)
    .values(row)
    .onConflictDoUpdate({ target: [ssoProviders.poolId, ssoProviders.code], set: changes });
}

/** The enabled account whose e-mail address is this one, in any case. */
export async function findEnabledAccountByEmail(tx: Tx, email: string): Promise<Account | null> {
  const rows = await tx
    .select()
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`, eq(accounts.enabled, true)))
    .limit(1);
  return rows[0] ?? null;
}
