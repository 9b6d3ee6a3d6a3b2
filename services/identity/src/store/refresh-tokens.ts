import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { refreshTokens } from '../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findRefreshToken(tx: Tx, tokenHash: string): Promise<RefreshTokenRow | null> {
  const rows = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

export async function insertRefreshToken(
  tx: Tx,
  row: Omit<typeof refreshTokens.$inferInsert, 'id' | 'revokedAt' | 'replacedBy'>,
): Promise<number> {
  const [created] = await tx.insert(refreshTokens).values(row).returning({ id: refreshTokens.id });
  if (!created) throw new Error('refresh token not stored');
  return created.id;
}

/** Revokes one live token; false when it was already revoked (a concurrent or repeated use). */
export async function revokeRefreshToken(tx: Tx, id: number, at: Date, replacedBy: number | null = null): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedAt: at, replacedBy })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function setReplacedBy(tx: Tx, id: number, replacedBy: number): Promise<void> {
  await tx.update(refreshTokens).set({ replacedBy }).where(eq(refreshTokens.id, id));
}

/** Revokes every live token of one login (reuse of a rotated token means it was stolen). */
export async function revokeFamily(tx: Tx, familyId: string, at: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeByHash(tx: Tx, tokenHash: string, at: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));
}

/** Revokes every live refresh token of the account except those of one login (`keepFamily`). */
export async function revokeAccountTokens(tx: Tx, accountId: number, at: Date, keepFamily: string | null = null): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.accountId, accountId),
        isNull(refreshTokens.revokedAt),
        keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
      ),
    );
}
