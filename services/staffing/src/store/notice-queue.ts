import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { availabilityChangeNotices, requestChangeNotices } from '../db/schema';

/**
 * What the queues of notices waiting to be mailed share (ADR 0323, 0345): a change writes or folds
 * into a waiting row in its transaction, a job takes the due ones per pool and marks them sent in
 * the transaction that writes their mail.
 */
const TABLES = { request_change: requestChangeNotices, availability_change: availabilityChangeNotices } as const;

/** Which queue: the request-changed notices to the persons planned or offered (ADR 0323), the availability changes to a person's planners (ADR 0345). */
export type NoticeQueue = keyof typeof TABLES;

/** The pools with a notice of the queue due (read across pools by the job's system connection). */
export async function poolsWithDueNotices(tx: Tx, queue: NoticeQueue, now: Date): Promise<number[]> {
  const rows = await rowsOf<{ pool_id: number }>(
    tx,
    sql`select distinct pool_id from ${TABLES[queue]} where sent_at is null and due_at <= ${now.toISOString()}::timestamptz`,
  );
  return rows.map((r) => r.pool_id);
}

/** Marks the notices dealt with, in the transaction that writes their mail. */
export async function markNoticesSent(tx: Tx, queue: NoticeQueue, poolId: number, ids: readonly number[], now: Date): Promise<void> {
  if (!ids.length) return;
  await tx.execute(
    sql`update ${TABLES[queue]} set sent_at = ${now.toISOString()}::timestamptz
        where pool_id = ${poolId} and id = any(${`{${ids.join(',')}}`}::int[])`,
  );
}
