import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { twoFactorChallenges } from '../db/schema';

export type TwoFactorChallenge = typeof twoFactorChallenges.$inferSelect;

/** A new challenge replaces any open one of the account (only the latest code works). */
export async function replaceChallenge(tx: Tx, row: Omit<typeof twoFactorChallenges.$inferInsert, 'id'>): Promise<void> {
  await tx
    .update(twoFactorChallenges)
    .set({ usedAt: row.createdAt })
    .where(and(eq(twoFactorChallenges.accountId, row.accountId), isNull(twoFactorChallenges.usedAt)));
  await tx.insert(twoFactorChallenges).values(row);
}

export async function findChallengeByToken(tx: Tx, tokenHash: string): Promise<TwoFactorChallenge | null> {
  const rows = await tx.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.tokenHash, tokenHash)).limit(1).for('update');
  return rows[0] ?? null;
}

export async function countFailedAttempt(tx: Tx, id: number): Promise<number> {
  const [row] = await tx
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(eq(twoFactorChallenges.id, id))
    .returning({ attempts: twoFactorChallenges.attempts });
  return row?.attempts ?? 0;
}

export async function closeChallenge(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(twoFactorChallenges).set({ usedAt: at }).where(eq(twoFactorChallenges.id, id));
}
