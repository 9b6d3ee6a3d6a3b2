import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { mergeChanges, type RequestChanges } from '../domain/mails/request-change-mail';
import { requestChangeNotices, requests } from '../db/schema';
import { branchDetailDirectory } from '@app/contracts/published-views/masterdata';

/** The persons planned on a live daypart of the request or holding an open offer for it: whom its changes concern. */
export async function concernedPersons(tx: Tx, poolId: number, requestId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select person_id as id from staffing.request_dates
        where pool_id = ${poolId} and request_id = ${requestId} and state <> 'removed' and person_id is not null
        union
        select person_id from staffing.offers where pool_id = ${poolId} and request_id = ${requestId} and state = 'open'`,
  );
  return rows.map((r) => r.id);
}

/**
 * Folds `changes` into each person's waiting notice of the request (a new one when none waits),
 * then makes every waiting notice of the request due at `dueAt`: a further change pushes the mail back.
 */
export async function queueChangeNotices(
  tx: Tx,
  poolId: number,
  requestId: number,
  persons: readonly number[],
  changes: RequestChanges,
  at: { now: Date; dueAt: Date },
): Promise<void> {
  for (const personId of persons) {
    const [waiting] = await tx
      .select({ id: requestChangeNotices.id, changes: requestChangeNotices.changes })
      .from(requestChangeNotices)
      .where(
        and(
          eq(requestChangeNotices.poolId, poolId),
          eq(requestChangeNotices.personId, personId),
          eq(requestChangeNotices.requestId, requestId),
          isNull(requestChangeNotices.sentAt),
        ),
      )
      .for('update');
    if (waiting)
      await tx
        .update(requestChangeNotices)
        .set({ changes: mergeChanges(waiting.changes, changes) })
        .where(eq(requestChangeNotices.id, waiting.id));
    else await tx.insert(requestChangeNotices).values({ poolId, personId, requestId, changes, dueAt: at.dueAt, createdAt: at.now });
  }
  await tx
    .update(requestChangeNotices)
    .set({ dueAt: at.dueAt })
    .where(
      and(eq(requestChangeNotices.poolId, poolId), eq(requestChangeNotices.requestId, requestId), isNull(requestChangeNotices.sentAt)),
    );
}

export interface WaitingNotice {
  id: number;
  personId: number;
  requestId: number;
  changes: RequestChanges;
  dueAt: Date;
}

/**
 * The waiting notices of the pool's persons who have one due, locked for the job's transaction; a
 * notice another run holds is skipped (that run mails it).
 */
export async function waitingNoticesOfDuePersons(tx: Tx, poolId: number, now: Date): Promise<WaitingNotice[]> {
  const rows = await rowsOf<{ id: number; person_id: number; request_id: number; changes: RequestChanges; due_at: string }>(
    tx,
    sql`select n.id, n.person_id, n.request_id, n.changes, n.due_at from staffing.request_change_notices n
        where n.pool_id = ${poolId} and n.sent_at is null
          and n.person_id in (select person_id from staffing.request_change_notices
                              where pool_id = ${poolId} and sent_at is null and due_at <= ${now.toISOString()}::timestamptz)
        order by n.person_id, n.due_at, n.id
        for update of n skip locked`,
  );
  return rows.map((r) => ({ id: r.id, personId: r.person_id, requestId: r.request_id, changes: r.changes, dueAt: new Date(r.due_at) }));
}

/** The number and branch name of each request, as the mail names them. */
export async function requestHeads(
  tx: Tx,
  poolId: number,
  ids: readonly number[],
): Promise<Map<number, { number: number; branch: string }>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: requests.id, number: requests.number, branch: branchDetailDirectory.name })
    .from(requests)
    .leftJoin(
      branchDetailDirectory,
      and(eq(branchDetailDirectory.poolId, requests.poolId), eq(branchDetailDirectory.id, requests.branchId)),
    )
    .where(and(eq(requests.poolId, poolId), inArray(requests.id, [...ids])));
  return new Map(rows.map((r) => [r.id, { number: r.number, branch: r.branch ?? '' }]));
}
