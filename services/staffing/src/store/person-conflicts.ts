import { OfferMessages, RequestMessages, type DaypartRef } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { daypartKey, describeDayparts } from '../domain/dayparts/daypart-plan';
import { personBusy } from './daypart-rows';
import { reservedElsewhere } from './offer-rows';

/** Where a person cannot work on a request's dayparts, and the dayparts that are left. */
export interface PersonConflicts {
  /** planned on another request or absent then */
  busy: DaypartRef[];
  /** held by an open reservation of another request */
  held: DaypartRef[];
  /** the asked dayparts that are neither */
  free: DaypartRef[];
}

/** The first key of the lock a transaction holds on one person's plan (the second is the person's id). */
const PERSON_PLAN_LOCK = 0x706c616e; // 'plan'

/**
 * The plan rule, one place for manual planning, offers and accepts: a person planned or absent
 * elsewhere, or held by another request's open reservation (DOMAIN: while open, the reserved person
 * is unavailable for other requests), cannot take those dayparts.
 * The transaction first takes the person's plan lock until it ends: two accepts of one person on two
 * requests of one morning each lock their own request, so without it both read "free" and both plan.
 */
export async function personConflicts(
  tx: Tx,
  poolId: number,
  personId: number,
  requestId: number,
  refs: readonly DaypartRef[],
): Promise<PersonConflicts> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PERSON_PLAN_LOCK}, ${personId})`);
  const busy = await personBusy(tx, poolId, personId, requestId, refs);
  const held = await reservedElsewhere(tx, poolId, personId, requestId, refs);
  const taken = new Set([...busy, ...held].map(daypartKey));
  return { busy, held, free: refs.filter((d) => !taken.has(daypartKey(d))).map((d) => ({ date: d.date, daypart: d.daypart })) };
}

/** Why the person cannot take the dayparts: planned or absent first, then reserved elsewhere; null when free. */
export function conflictMessage({ busy, held }: Pick<PersonConflicts, 'busy' | 'held'>): string | null {
  if (busy.length) return RequestMessages.personAlreadyPlanned.replace('{dates}', describeDayparts(busy));
  if (held.length) return OfferMessages.reservedElsewhere.replace('{dates}', describeDayparts(held));
  return null;
}
