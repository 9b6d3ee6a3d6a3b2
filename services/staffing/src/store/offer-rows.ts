import crypto from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DaypartRef, OfferKind, OfferState } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { personDirectory } from '@app/contracts/published-views/masterdata';
import { offers, requestDates, requests } from '../db/schema';
import type { RequestOffer } from '../domain/offers/offer-rules';
import { daypartKey } from '../domain/dayparts/daypart-plan';
import type { RequestRow } from './request-rows';

export type OfferRow = typeof offers.$inferSelect;

/** The public link's secret: 128 random bits (DOMAIN 'Tokens and codes'), 32 hex digits. */
export const newOfferToken = (): string => crypto.randomBytes(16).toString('hex');

/** What the database keeps of a token: its SHA-256, so a copy of the table opens no offer. */
export const hashOfferToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

export const asRequestOffer = (o: OfferRow): RequestOffer => ({
  id: o.id,
  kind: o.kind,
  personId: o.personId,
  state: o.state,
  dayparts: o.dayparts,
});

/** Every offer of a request, oldest first; `forUpdate` locks them for the caller's transaction. */
export async function requestOffers(tx: Tx, poolId: number, requestId: number, forUpdate = false): Promise<OfferRow[]> {
  const query = tx
    .select()
    .from(offers)
    .where(and(eq(offers.poolId, poolId), eq(offers.requestId, requestId)))
    .orderBy(offers.id)
    .$dynamic();
  return forUpdate ? query.for('update') : query;
}

export async function insertOffers(tx: Tx, rows: (typeof offers.$inferInsert)[]): Promise<OfferRow[]> {
  if (!rows.length) return [];
  return tx.insert(offers).values(rows).returning();
}

/** Moves offers to a state (an answer sets its time, a denial its remark). */
export async function setOfferState(
  tx: Tx,
  ids: readonly number[],
  change: { state: OfferState; at: Date; answered?: boolean; remark?: string | null },
) {
  if (!ids.length) return;
  await tx
    .update(offers)
    .set({
      state: change.state,
      updatedAt: change.at,
      ...(change.answered ? { answeredAt: change.at } : {}),
      ...(change.remark !== undefined ? { remark: change.remark } : {}),
    })
    .where(inArray(offers.id, [...ids]));
}

/**
 * The pool, request and kind of a token's offer: the public link carries no pool, so its flow runs
 * this one lookup by the hash past row-level security (ADR 0049, as identity's account invitations
 * do, ADR 0017); everything after it runs in that pool.
 */
export async function offerOfToken(
  tx: Tx,
  token: string,
): Promise<{ id: number; poolId: number; requestId: number; kind: OfferKind } | null> {
  const [row] = await tx
    .select({ id: offers.id, poolId: offers.poolId, requestId: offers.requestId, kind: offers.kind })
    .from(offers)
    .where(eq(offers.tokenHash, hashOfferToken(token)));
  return row ?? null;
}

/** The person an offer was sent to. */
export async function offerPersonId(tx: Tx, offerId: number): Promise<number> {
  const [row] = await tx.select({ personId: offers.personId }).from(offers).where(eq(offers.id, offerId));
  return row!.personId;
}

/** A request's row by id; `forUpdate` locks it for the caller's transaction, as every planner's write locks it. */
export async function requestById(tx: Tx, requestId: number, forUpdate = false): Promise<RequestRow> {
  const query = tx.select().from(requests).where(eq(requests.id, requestId)).$dynamic();
  const [row] = await (forUpdate ? query.for('update') : query);
  return row!;
}

/**
 * The dayparts on which a person holds an open reservation of another request (INV-RULE-03: while
 * reserved, the person cannot be planned or reserved elsewhere then).
 */
export async function reservedElsewhere(tx: Tx, poolId: number, personId: number, requestId: number, refs: readonly DaypartRef[]) {
  const wanted = new Set(refs.map(daypartKey));
  const held = await rowsOf<{ dayparts: DaypartRef[] }>(
    tx,
    sql`select ${offers.dayparts} as dayparts from ${offers}
        where ${offers.poolId} = ${poolId} and ${offers.personId} = ${personId} and ${offers.kind} = 'reservation'
          and ${offers.state} = 'open' and ${offers.requestId} <> ${requestId}`,
  );
  return held.flatMap((h) => h.dayparts).filter((d) => wanted.has(daypartKey(d)));
}

/** A request's live dayparts with their row id, state and segment start, as the offer rules read them. */
export async function requestDayparts(tx: Tx, poolId: number, requestId: number) {
  const rows = await tx
    .select({
      id: requestDates.id,
      date: requestDates.date,
      daypart: requestDates.daypart,
      state: requestDates.state,
      personId: requestDates.personId,
      segment: requestDates.segment,
    })
    .from(requestDates)
    .where(and(eq(requestDates.poolId, poolId), eq(requestDates.requestId, requestId), ne(requestDates.state, 'removed')));
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    daypart: r.daypart as 1 | 2,
    state: r.state,
    personId: r.personId,
    startTime: r.segment?.start_work_time?.slice(0, 5) || null,
  }));
}

/** Whom an offer mail goes to: the persons' e-mail and name from master data's directory. */
export async function offerRecipients(tx: Tx, poolId: number, personIds: readonly number[]) {
  if (!personIds.length) return new Map<number, { email: string | null; fullName: string }>();
  const rows = await tx
    .select({ id: personDirectory.id, email: personDirectory.email, fullName: personDirectory.fullName })
    .from(personDirectory)
    .where(and(eq(personDirectory.poolId, poolId), inArray(personDirectory.id, [...personIds])));
  return new Map(rows.map((r) => [r.id, { email: r.email, fullName: r.fullName }]));
}
