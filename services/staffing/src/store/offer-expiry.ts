import { and, eq, lte } from 'drizzle-orm';
import type { LockHolder, OfferKind } from '@app/contracts';
import type { Database, Tx } from '@app/service-kit';
import { offers, requests } from '../db/schema';
import { readPersons } from './masterdata-reads';
import { syncDaypartsWithOffers } from './offer-dayparts';
import { requestOffers, setOfferState, type OfferRow } from './offer-rows';
import { writeLog } from './request-log';

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

/** At most this many requests per run: a backlog is worked off over the next runs, never in one long transaction. */
export const EXPIRY_BATCH = 200;

/** A request whose open offers the job expired: its number and whose offers they were. */
export interface ExpiredOffers {
  poolId: number;
  number: number;
  offers: { personId: number; kind: OfferKind }[];
}

/**
 * The expiry job's work (DOMAIN: expiry -> expired, a scheduled job): finds the open offers past
 * their expiration in every pool (the one cross-pool read, by the expiry index), then per request,
 * in that pool's transaction with the request locked as an answer locks it, expires those still
 * open and due. Answers the requests it changed, for the live notices.
 */
export async function expireDueOffers(db: Database, now: Date): Promise<ExpiredOffers[]> {
  const due = await db.withSystem((tx) =>
    tx
      .selectDistinct({ poolId: offers.poolId, requestId: offers.requestId })
      .from(offers)
      .where(and(eq(offers.state, 'open'), lte(offers.expiresAt, now)))
      .limit(EXPIRY_BATCH),
  );
  const changed: ExpiredOffers[] = [];
  for (const { poolId, requestId } of due) {
    const expired = await db.withPool(poolId, async (tx) => {
      const [request] = await tx.select({ number: requests.number }).from(requests).where(eq(requests.id, requestId)).for('update');
      const still = (await requestOffers(tx, poolId, requestId, true)).filter((o) => o.state === 'open' && o.expiresAt <= now);
      await expireOffers(tx, poolId, requestId, still, EXPIRY_AUTHOR, now);
      return still.length ? { poolId, number: request!.number, offers: still.map((o) => ({ personId: o.personId, kind: o.kind })) } : null;
    });
    if (expired) changed.push(expired);
  }
  return changed;
}

/** How often the job looks (an offer is shown expired from its instant on anyway: `stateAt`). */
export const EXPIRY_INTERVAL_MS = 60_000;
