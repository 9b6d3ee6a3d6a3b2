import { and, desc, eq } from 'drizzle-orm';
import type { RequestNoteView } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { requestNotes } from '../db/schema';
import { writeLog } from './request-log';
import type { Caller, RequestRow } from './request-rows';

const noteView = (row: typeof requestNotes.$inferSelect): RequestNoteView => ({
  id: row.id,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  author: { username: row.authorUsername, full_name: row.authorName },
});

/** A request's notes, newest first (REQ-DATA-07). */
export async function readNotes(tx: Tx, poolId: number, requestId: number): Promise<RequestNoteView[]> {
  const rows = await tx
    .select()
    .from(requestNotes)
    .where(and(eq(requestNotes.poolId, poolId), eq(requestNotes.requestId, requestId)))
    .orderBy(desc(requestNotes.createdAt), desc(requestNotes.id));
  return rows.map(noteView);
}

/** Adds a note and logs 'note created'; there is no call that changes or deletes one. */
export async function addNote(tx: Tx, caller: Caller, request: RequestRow, message: string): Promise<RequestNoteView> {
  const [row] = await tx
    .insert(requestNotes)
    .values({
      poolId: caller.poolId,
      requestId: request.id,
      message,
      createdAt: caller.now,
      authorUsername: caller.author.username,
      authorName: caller.author.full_name,
    })
    .returning();
  await writeLog(tx, caller.poolId, caller.author, caller.now, [{ requestId: request.id, event: 'note_created' }]);
  return noteView(row!);
}
