import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { mergeChanges, type NoticeAudience, type RequestChanges } from '../domain/mails/request-change-mail';
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

/** Whom a change is queued for, and what they are told of it. */
export interface NoticeRecipient {
  audience: NoticeAudience;
  personId: number;
  changes: RequestChanges;
}

/**
 * Folds each recipient's changes into their waiting notice of the request (a new one when none
 * waits), then makes every waiting notice of the request due at `dueAt`: a further change pushes
 * the mail back.
 */
export async function queueChangeNotices(
  tx: Tx,
  poolId: number,
  requestId: number,
  recipients: readonly NoticeRecipient[],
  at: { now: Date; dueAt: Date },
): Promise<void> {
  for (const { audience, personId, changes } of recipients) {
    const [waiting] = await tx
      .select({ id: requestChangeNotices.id, changes: requestChangeNotices.changes })
      .from(requestChangeNotices)
      .where(
        and(
          eq(requestChangeNotices.poolId, poolId),
          eq(requestChangeNotices.audience, audience),
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
    else
      await tx.insert(requestChangeNotices).values({ poolId, audience, personId, requestId, changes, dueAt: at.dueAt, createdAt: at.now });
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
  audience: NoticeAudience;
  personId: number;
  requestId: number;
  changes: RequestChanges;
  dueAt: Date;
}

/**
 * The waiting notices of the pool's persons who have one due, per audience (a person's own work,
 * a planner's branches: two mails), locked for the job's transaction; a notice another run holds is
 * skipped (that run mails it).
 */
export async function waitingNoticesOfDuePersons(tx: Tx, poolId: number, now: Date): Promise<WaitingNotice[]> {
  const rows = await rowsOf<{
    id: number;
    audience: NoticeAudience;
    person_id: number;
    request_id: number;
    changes: RequestChanges;
    due_at: string;
  }>(
    tx,
    sql`select n.id, n.audience, n.person_id, n.request_id, n.changes, n.due_at from staffing.request_change_notices n
        where n.pool_id = ${poolId} and n.sent_at is null
          and (n.audience, n.person_id) in (select audience, person_id from staffing.request_change_notices
                                            where pool_id = ${poolId} and sent_at is null and due_at <= ${now.toISOString()}::timestamptz)
        order by n.audience, n.person_id, n.due_at, n.id
        for update of n skip locked`,
  );
  return rows.map((r) => ({
    id: r.id,
    audience: r.audience,
    personId: r.person_id,
    requestId: r.request_id,
    changes: r.changes,
    dueAt: new Date(r.due_at),
  }));
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
