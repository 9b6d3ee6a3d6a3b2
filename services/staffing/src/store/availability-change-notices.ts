import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { availabilityChangeNotices } from '../db/schema';
import { foldAvailability, type AvailabilityChanges } from '../domain/mails/availability-change-mail';

/**
 * Folds `changes` into the person's waiting notice (a new one when none waits) and makes it due at
 * `dueAt`: a further change pushes the mail back, so a burst of changes is told once.
 */
export async function queueAvailabilityNotice(
  tx: Tx,
  poolId: number,
  personId: number,
  changes: AvailabilityChanges,
  at: { now: Date; dueAt: Date },
): Promise<void> {
  const [waiting] = await tx
    .select({ id: availabilityChangeNotices.id, changes: availabilityChangeNotices.changes })
    .from(availabilityChangeNotices)
    .where(
      and(
        eq(availabilityChangeNotices.poolId, poolId),
        eq(availabilityChangeNotices.personId, personId),
        isNull(availabilityChangeNotices.sentAt),
      ),
    )
    .for('update');
  if (waiting)
    await tx
      .update(availabilityChangeNotices)
      .set({ changes: foldAvailability(waiting.changes, changes), dueAt: at.dueAt })
      .where(and(eq(availabilityChangeNotices.poolId, poolId), eq(availabilityChangeNotices.id, waiting.id)));
  else await tx.insert(availabilityChangeNotices).values({ poolId, personId, changes, dueAt: at.dueAt, createdAt: at.now });
}

export interface DueAvailabilityNotice {
  id: number;
  personId: number;
  changes: AvailabilityChanges;
}

/** The pool's due notices, locked for the job's transaction; a notice another run holds is skipped (that run mails it). */
export async function dueAvailabilityNotices(tx: Tx, poolId: number, now: Date): Promise<DueAvailabilityNotice[]> {
  const rows = await rowsOf<{ id: number; person_id: number; changes: AvailabilityChanges }>(
    tx,
    sql`select id, person_id, changes from staffing.availability_change_notices
        where pool_id = ${poolId} and sent_at is null and due_at <= ${now.toISOString()}::timestamptz
        order by person_id
        for update skip locked`,
  );
  return rows.map((r) => ({ id: r.id, personId: r.person_id, changes: r.changes }));
}
