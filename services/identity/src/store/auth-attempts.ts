import { and, count, eq, gt, inArray, lt, max, min } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { authAttempts } from '../db/schema';
import type { KeyFailures } from '../domain/auth-throttle';

/** Failures of one key since `since`. */
export async function failuresOf(tx: Tx, key: string, since: Date): Promise<KeyFailures> {
  const [row] = await tx
    .select({ count: count(), first: min(authAttempts.at), last: max(authAttempts.at) })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, key), gt(authAttempts.at, since)));
  return { count: Number(row?.count ?? 0), first: row?.first ?? null, last: row?.last ?? null };
}

/** Records one failure of each key, and forgets the keys' failures older than `forgetBefore`. */
export async function recordFailures(tx: Tx, keys: string[], at: Date, forgetBefore: Date): Promise<void> {
  await tx.delete(authAttempts).where(and(inArray(authAttempts.key, keys), lt(authAttempts.at, forgetBefore)));
  await tx.insert(authAttempts).values(keys.map((key) => ({ key, at })));
}

export async function clearFailures(tx: Tx, key: string): Promise<void> {
  await tx.delete(authAttempts).where(eq(authAttempts.key, key));
}
