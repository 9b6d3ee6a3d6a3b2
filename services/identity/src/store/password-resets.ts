import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { passwordResets } from '../db/schema';

export async function insertPasswordReset(
  tx: Tx,
  row: { accountId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await tx.insert(passwordResets).values(row);
}

/**
 * Marks a live reset token used and answers its account; null when it is unknown, used or expired.
 * Every other open reset of that account is closed too (the password is about to change).
 */
export async function consumePasswordReset(tx: Tx, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ accountId: passwordResets.accountId });
  if (!row) return null;
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.accountId, row.accountId), isNull(passwordResets.usedAt)));
  return row.accountId;
}
