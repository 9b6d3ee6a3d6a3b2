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
  /** the text of a kept mail or text message (REQ-DATA-10): stored with the entry, left out of the timeline */
  body?: string;
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
      data: e.body === undefined ? (e.data ?? {}) : { ...e.data, body: e.body },
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
  return rows.map((r) => {
    const { body: _text, ...data } = r.data;
    return {
      id: r.id,
      event: r.event as RequestLogEvent,
      at: r.at.toISOString(),
      author: { username: r.authorUsername, full_name: r.authorName },
      data: data as RequestTimelineEntry['data'],
    };
  });
}
