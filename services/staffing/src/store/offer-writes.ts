import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_OFFER_EXPIRATION_HOURS, OfferMessages, type DaypartRef, type OfferKind, type RequestLogEvent } from '@app/contracts';
import { conflict, notFound, rowsOf, unprocessable, type Tx } from '@app/service-kit';
import { settingValueDirectory } from '@app/contracts/published-views/masterdata';
import { offers, requests } from '../db/schema';
import { offerExpiry, type TimedDaypart } from '../domain/offers/offer-expiry';
import { offerableDayparts, offerRefusal } from '../domain/offers/offer-rules';
import { canMove, offerNotFoundMessage, stateAt } from '../domain/offers/offer-states';
import { readPersons } from './masterdata-reads';
import { syncDaypartsWithOffers } from './offer-dayparts';
import {
  asRequestOffer,
  hashOfferToken,
  insertOffers,
  newOfferToken,
  requestDayparts,
  requestOffers,
  setOfferState,
  type OfferRow,
} from './offer-rows';
import { cocRefusal } from './coc-check';
import { conflictMessage, personConflicts } from './person-conflicts';
import { writeLog } from './request-log';
import { requestForWrite, type Caller, type RequestRow } from './request-rows';
import { scopeCondition } from './scope';

/** The pool's `offer_expiration_hours` (a whole number of hours), else 24 (DOMAIN). */
async function expirationHours(tx: Tx, poolId: number): Promise<number> {
  const [row] = await rowsOf<{ hours: number | null }>(
    tx,
    sql`select case when jsonb_typeof(s.value) = 'number' then (s.value #>> '{}')::numeric end as hours from ${settingValueDirectory} s
        where s.pool_id = ${poolId} and s.branch_id is null and s.code = 'offer_expiration_hours'`,
  );
  const hours = Number(row?.hours);
  return Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_OFFER_EXPIRATION_HOURS;
}

/** The log event of a new offer: invitations are 'opened', a reservation 'sent' (spec 000 section 4). */
const MADE_EVENT: Record<OfferKind, RequestLogEvent> = { invitation: 'invitation_opened', reservation: 'reservation_sent' };

/**
 * Offers a request to persons (invite several, reserve one) in the caller's transaction, the request
 * locked by `requestForWrite`: each a live person of the pool who is not the absentee, not invited
 * already or, for a reservation, the request's only open one, and a reserved person free on the
 * offered dayparts; the offer covers the request's open dayparts that have not started (of
 * `dayparts` only, when given: the week proposal offers its cells) and expires by `offerExpiry`.
 * Answers the rows and their tokens (for the mail, never for an answer).
 */
export async function makeOffers(
  tx: Tx,
  caller: Caller,
  request: RequestRow,
  kind: OfferKind,
  input: { persons: number[]; message?: string | null; dayparts?: readonly DaypartRef[] },
): Promise<{ row: OfferRow; token: string }[]> {
  const field = kind === 'invitation' ? 'persons' : 'person';
  const found = await readPersons(tx, caller.poolId, input.persons);
  if (input.persons.some((id) => !found.get(id) || found.get(id)!.archived || id === request.absenteePersonId))
    throw unprocessable({ [field]: [OfferMessages.personInvalid] });

  const existing = (await requestOffers(tx, caller.poolId, request.id)).map(asRequestOffer);
  for (const personId of input.persons) {
    const refusal = offerRefusal(kind, personId, existing);
    if (refusal) throw unprocessable({ [field]: [refusal] });
  }
  const asked = input.dayparts && new Set(input.dayparts.map((d) => `${d.date}:${d.daypart}`));
  const offered = offerableDayparts(await requestDayparts(tx, caller.poolId, request.id), caller.now).filter(
    (d) => !asked || asked.has(`${d.date}:${d.daypart}`),
  );
  if (!offered.length) throw unprocessable({ dayparts: [OfferMessages.nothingToOffer] });
  const refs = offered.map((d) => ({ date: d.date, daypart: d.daypart }));
  // each offer covers the dayparts its person is free on (a partly free candidate gets the part they
  // can take, so an acceptance can plan them); a person free on none is refused with the reason
  const dayparts: DaypartRef[][] = [];
  for (const personId of input.persons) {
    const conflicts = await personConflicts(tx, caller.poolId, personId, request.id, refs);
    if (!conflicts.free.length) throw unprocessable({ [field]: [conflictMessage(conflicts)!] });
    // matching's certificate rule (MATCH-07): an invitation or reservation could be accepted and plan them
    const noCoc = await cocRefusal(tx, caller.poolId, request, personId, conflicts.free);
    if (noCoc) throw unprocessable({ [field]: [noCoc] });
    dayparts.push(conflicts.free);
  }

  const expiresAt = offerExpiry(caller.now, await expirationHours(tx, caller.poolId), offered);
  const tokens = input.persons.map(() => newOfferToken());
  const rows = await insertOffers(
    tx,
    input.persons.map((personId, i) => ({
      poolId: caller.poolId,
      kind,
      requestId: request.id,
      personId,
      state: 'open' as const,
      dayparts: dayparts[i]!,
      tokenHash: hashOfferToken(tokens[i]!),
      expiresAt,
      message: input.message ?? null,
      createdAt: caller.now,
      createdByUsername: caller.author.username,
      createdByName: caller.author.full_name,
      updatedAt: caller.now,
    })),
  );
  await syncDaypartsWithOffers(tx, caller.poolId, request.id, caller.now);
  await writeLog(
    tx,
    caller.poolId,
    caller.author,
    caller.now,
    rows.map((r) => ({
      requestId: request.id,
      event: MADE_EVENT[kind],
      data: { person: { id: r.personId, full_name: found.get(r.personId)!.fullName }, dayparts: r.dayparts },
    })),
  );
  return rows.map((row, i) => ({ row, token: tokens[i]! }));
}

/**
 * A substitute's claim of open work as an invitation to themselves (docs/open-work.md), in the
 * claim's transaction with the request locked: the row an acceptance then answers, so the claim
 * plans (or waits for the school) through the offers' own accept. Its token is never sent.
 */
export async function makeClaimOffer(tx: Tx, caller: Caller, request: RequestRow, personId: number, dayparts: readonly TimedDaypart[]) {
  const [row] = await insertOffers(tx, [
    {
      poolId: caller.poolId,
      kind: 'invitation',
      requestId: request.id,
      personId,
      state: 'open',
      dayparts: dayparts.map((d) => ({ date: d.date, daypart: d.daypart })),
      tokenHash: hashOfferToken(newOfferToken()),
      expiresAt: offerExpiry(caller.now, await expirationHours(tx, caller.poolId), dayparts),
      message: null,
      createdAt: caller.now,
      createdByUsername: caller.author.username,
      createdByName: caller.author.full_name,
      updatedAt: caller.now,
    },
  ]);
  await writeLog(tx, caller.poolId, caller.author, caller.now, [
    {
      requestId: request.id,
      event: MADE_EVENT.invitation,
      data: { person: { id: personId, full_name: caller.author.full_name }, dayparts: row!.dayparts },
    },
  ]);
  return row!;
}

/**
 * The offer a planner's write acts on (cancel, the school's decision): the offer of the kind in the
 * caller's pool and branches (else 404 with the kind's text), its request locked first as every
 * offer change locks it (423 while another planner holds the request's lock), then the offer row.
 */
export async function offerForWrite(tx: Tx, caller: Caller, kind: OfferKind, id: number) {
  const [target] = await tx
    .select({ requestId: offers.requestId, number: requests.number })
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .where(
      and(
        eq(offers.poolId, caller.poolId),
        eq(offers.id, id),
        eq(offers.kind, kind),
        scopeCondition(requests.branchId, caller.poolId, caller.scope),
      ),
    );
  if (!target) throw notFound(offerNotFoundMessage(kind));
  await requestForWrite(tx, caller, target.number);
  const [offer] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
  return { target, offer: offer! };
}

/**
 * A planner withdraws an open offer (DOMAIN: cancel -> cancelled with notice): only an open one
 * ('Only an open item can be cancelled.', 409). Answers the request's number.
 */
export async function cancelOffer(
  tx: Tx,
  caller: Caller,
  kind: OfferKind,
  id: number,
): Promise<{ requestNumber: number; offer: OfferRow }> {
  const { target, offer } = await offerForWrite(tx, caller, kind, id);
  if (!canMove(kind, stateAt(offer, caller.now), 'cancelled')) throw conflict(OfferMessages.onlyOpenCancelled);
  await setOfferState(tx, [id], { state: 'cancelled', at: caller.now });
  await syncDaypartsWithOffers(tx, caller.poolId, target.requestId, caller.now);
  const persons = await readPersons(tx, caller.poolId, [offer.personId]);
  await writeLog(tx, caller.poolId, caller.author, caller.now, [
    {
      requestId: target.requestId,
      event: kind === 'invitation' ? 'invitation_cancelled' : 'reservation_cancelled',
      data: { person: { id: offer.personId, full_name: persons.get(offer.personId)?.fullName ?? '' } },
    },
  ]);
  return { requestNumber: target.number, offer: offer };
}
