import type { ServiceDeps, Tx } from '@app/service-kit';
import { poolsWithDueNotices, type NoticeQueue } from '../store/notice-queue';

/**
 * Runs `sendPool` once for every pool with a notice of the queue due, each pool in one transaction
 * (ADR 0323): the mails written and their notices marked sent together, or neither. Answers how many
 * mails were written.
 */
export async function sendDueNotices(
  deps: ServiceDeps,
  queue: NoticeQueue,
  sendPool: (tx: Tx, poolId: number, now: Date) => Promise<number>,
): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const poolId of await deps.db.withSystem((tx) => poolsWithDueNotices(tx, queue, now)))
    sent += await deps.db.withPool(poolId, (tx) => sendPool(tx, poolId, now));
  return sent;
}
