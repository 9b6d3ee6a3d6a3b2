import type { LockHolder } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { readPersons } from '../store/masterdata-reads';
import { syncDaypartsWithOffers } from '../store/offer-dayparts';
import { setOfferState, type OfferRow } from '../store/offer-rows';
import { writeLog } from '../store/request-log';

/** Who the timeline names for what the expiry job does. */
export const EXPIRY_AUTHOR: LockHolder = { username: 'system', full_name: 'Invalpool' };

/**
 * Marks offers of one request expired, in the caller's transaction with the request locked: the
 * offers, the dayparts they held (open or invited again) and the request row, and one timeline
 * entry per offer. Shared by the expiry job and an answer that comes too late.
 */
export async function expireOffers(tx: Tx, poolId: number, requestId: number, due: readonly OfferRow[], author: LockHolder, now: Date) {
  if (!due.length) return;
  await setOfferState(
    tx,
    due.map((o) => o.id),
    { state: 'expired', at: now },
  );
  await syncDaypartsWithOffers(tx, poolId, requestId, now);
  const persons = await readPersons(
    tx,
    poolId,
    due.map((o) => o.personId),
  );
  await writeLog(
    tx,
    poolId,
    author,
    now,
    due.map((o) => ({
      requestId,
      event: o.kind === 'invitation' ? ('invitation_expired' as const) : ('reservation_expired' as const),
      data: { person: { id: o.personId, full_name: persons.get(o.personId)?.fullName ?? '' } },
    })),
  );
}
