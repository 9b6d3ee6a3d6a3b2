import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { ssoLogins } from '../db/schema';

export type SsoLogin = typeof ssoLogins.$inferSelect;

export async function insertSsoLogin(
  tx: Tx,
  row: Pick<SsoLogin, 'providerId' | 'poolId' | 'stateHash' | 'nonce' | 'codeVerifier' | 'redirect' | 'expiresAt' | 'createdAt'>,
): Promise<void> {
  // sign-ins whose state and ticket have both expired are of no use any more
  const now = row.createdAt;
  await tx
    .delete(ssoLogins)
    .where(and(lt(ssoLogins.expiresAt, now), or(isNull(ssoLogins.ticketExpiresAt), lt(ssoLogins.ticketExpiresAt, now))));
  await tx.insert(ssoLogins).values(row);
}

export async function findState(tx: Tx, stateHash: string): Promise<SsoLogin | null> {
  const rows = await tx.select().from(ssoLogins).where(eq(ssoLogins.stateHash, stateHash)).limit(1);
  return rows[0] ?? null;
}

/**
 * Takes the started sign-in of this state: it is marked used in the same locked read, so a state
 * works once whatever the outcome. Null when unknown, used or expired.
 */
export async function takeState(tx: Tx, stateHash: string, now: Date): Promise<SsoLogin | null> {
  const rows = await tx.select().from(ssoLogins).where(eq(ssoLogins.stateHash, stateHash)).limit(1).for('update');
  const found = rows[0];
  if (!found || found.stateUsedAt) return null;
  await tx.update(ssoLogins).set({ stateUsedAt: now }).where(eq(ssoLogins.id, found.id));
  return found.expiresAt.getTime() > now.getTime() ? found : null;
}

export async function attachTicket(
  tx: Tx,
  id: number,
  ticket: { accountId: number; ticketHash: string; ticketExpiresAt: Date },
): Promise<void> {
  await tx.update(ssoLogins).set(ticket).where(eq(ssoLogins.id, id));
}

/** The verified sign-in of a live, unused ticket; `lock` holds it for the one login that uses it. */
export async function findLiveTicket(tx: Tx, ticketHash: string, now: Date, lock = false): Promise<SsoLogin | null> {
  const query = tx.select().from(ssoLogins).where(eq(ssoLogins.ticketHash, ticketHash)).limit(1);
  const [found] = lock ? await query.for('update') : await query;
  if (!found || found.ticketUsedAt || !found.accountId || !found.ticketExpiresAt) return null;
  return found.ticketExpiresAt.getTime() > now.getTime() ? found : null;
}

export async function useTicket(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(ssoLogins).set({ ticketUsedAt: at }).where(eq(ssoLogins.id, id));
}
