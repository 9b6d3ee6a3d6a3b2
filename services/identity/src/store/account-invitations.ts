import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { accountInvitations } from '../db/schema';

export type AccountInvitation = typeof accountInvitations.$inferSelect;

export async function insertAccountInvitation(tx: Tx, row: Omit<typeof accountInvitations.$inferInsert, 'id'>): Promise<number> {
  const [created] = await tx.insert(accountInvitations).values(row).returning({ id: accountInvitations.id });
  if (!created) throw new Error('invitation not stored');
  return created.id;
}

export async function findInvitationByToken(tx: Tx, tokenHash: string): Promise<AccountInvitation | null> {
  const rows = await tx.select().from(accountInvitations).where(eq(accountInvitations.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/** Marks the invitation accepted; false when it was accepted already (a concurrent use). */
export async function acceptInvitation(tx: Tx, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(accountInvitations)
    .set({ acceptedAt: at })
    .where(and(eq(accountInvitations.id, id), isNull(accountInvitations.acceptedAt)))
    .returning({ id: accountInvitations.id });
  return rows.length > 0;
}
