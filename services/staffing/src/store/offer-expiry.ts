import { and, eq, lte } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { offers } from '../db/schema';

/**
 * The requests, of every pool, with open offers past their expiration, at most `limit` (the one
 * cross-pool read of the expiry job, by the expiry index; its flow runs it past row-level security).
 */
export const requestsWithDueOffers = (tx: Tx, now: Date, limit: number): Promise<{ poolId: number; requestId: number }[]> =>
  tx
    .selectDistinct({ poolId: offers.poolId, requestId: offers.requestId })
    .from(offers)
    .where(and(eq(offers.state, 'open'), lte(offers.expiresAt, now)))
    .limit(limit);
