import { and, desc, eq } from 'drizzle-orm';
import type { LockHolder, RequestLogEvent, RequestTimelineEntry } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { requestLog } from '../db/schema';

/** One event for the timeline (REQ-DATA-08), written in the transaction of the change it records. */
export interface LogEntry {
  requestId: number;
  event: RequestLogEvent;
  data?: RequestTimelineEntry['data'];
  reasonId?: number | null;
}

export async function writeLog(tx: Tx, poolId: number, author: LockHolder, at: Date, entries: readonly LogEntry[]): Promise<void> {
  if (!entries.length) return;
  await tx.insert(requestLog).values(
    entries.map((e) => ({
      poolId,
      requestId: e.requestId,
      event: e.event,
      at,
      authorUsername: author.username,
      authorName: author.full_name,
      reasonId: e.reasonId ?? null,
      data: e.data ?? {},
    })),
  );
}

/** A request's timeline, newest first (ties by the order written). */
export async function readTimeline(tx: Tx, poolId: number, requestId: number): Promise<RequestTimelineEntry[]> {
  const rows = await tx
    .select()
    .from(requestLog)
    .where(and(eq(requestLog.poolId, poolId), eq(requestLog.requestId, requestId)))
    .orderBy(desc(requestLog.at), desc(requestLog.id));
  return rows.map((r) => ({
    id: r.id,
    event: r.event as RequestLogEvent,
    at: r.at.toISOString(),
    author: { username: r.authorUsername, full_name: r.authorName },
    data: r.data as RequestTimelineEntry['data'],
  }));
}
