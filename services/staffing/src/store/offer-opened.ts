import { and, eq, sql } from 'drizzle-orm';
import type { LockHolder } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { offers, requestLog } from '../db/schema';
import { stateAt } from '../domain/offers/offer-states';
import { readPersons } from './masterdata-reads';
import { writeLog } from './request-log';

/**
 * `reservation_opened` on the request's timeline the first time the person opens an open
 * reservation's public page (REQ-DATA-08), by the person: the planner sees that the reservation
 * was read. An invitation's `invitation_opened` is its sending (spec 000 section 4 pairs it with
 * the reservation's `reservation_sent`), so opening an invitation's page writes nothing.
 */
export async function logReservationOpened(tx: Tx, offerId: number, now: Date): Promise<void> {
  // locked, so two opens at once write one entry
  const [row] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!row || row.kind !== 'reservation' || stateAt(row, now) !== 'open') return;
  const [seen] = await tx
    .select({ id: requestLog.id })
    .from(requestLog)
    .where(
      and(
        eq(requestLog.poolId, row.poolId),
        eq(requestLog.requestId, row.requestId),
        eq(requestLog.event, 'reservation_opened'),
        sql`(${requestLog.data} ->> 'offer')::int = ${row.id}`,
      ),
    )
    .limit(1);
  if (seen) return;
  const person = (await readPersons(tx, row.poolId, [row.personId])).get(row.personId);
  const author: LockHolder = { username: `person:${row.personId}`, full_name: person?.fullName ?? '' };
  await writeLog(tx, row.poolId, author, now, [
    {
      requestId: row.requestId,
      event: 'reservation_opened',
      data: { offer: row.id, person: { id: row.personId, full_name: author.full_name } },
    },
  ]);
}
