import { OfferMessages, policyApplies, type DaypartState, type LockHolder, type OfferKind } from '@app/contracts';
import { conflict, type Tx } from '@app/service-kit';
import { requestType } from '../domain/calendar/schedule-days';
import { daypartKey } from '../domain/dayparts/daypart-plan';
import { acceptOutcome, offersFilled } from '../domain/offers/offer-rules';
import { answerRefusal, stateAt } from '../domain/offers/offer-states';
import { setDaypartState } from '../store/daypart-rows';
import { readPersons, readRequestSettings } from '../store/masterdata-reads';
import { syncDaypartsWithOffers } from '../store/offer-dayparts';
import { asRequestOffer, requestById, requestDayparts, requestOffers, setOfferState, type OfferRow } from '../store/offer-rows';
import { conflictMessage, personConflicts } from '../store/person-conflicts';
import type { RequestRow } from '../store/request-rows';
import { writeLog, type LogEntry } from '../store/request-log';
import { expireOffers } from './expire-offers';
import type { Planning } from './contract-chain-warnings';
import type { EndedOffer } from './offer-ended-mails';

const EVENT = {
  invitation: {
    accepted: 'invitation_accepted',
    denied: 'invitation_denied',
    cancelled: 'invitation_cancelled',
  },
  reservation: {
    accepted: 'reservation_accepted',
    denied: 'reservation_denied',
    cancelled: 'reservation_cancelled',
  },
} as const;

/** What an answer did: the request's number (for the live notice) and whether it planned the person. */
export interface AnswerDone {
  requestNumber: number;
  /** the person the offer is for */
  personId: number;
  planned: boolean;
  /** the acceptance waits for the school's decision (propose_to_school) */
  proposed: boolean;
  /** the other offers the acceptance closed: their persons are told the request is filled */
  closed: OfferRow[];
  /** the offer, when the answer denied it or found it expired: its maker is told (ADR 0328) */
  ended: EndedOffer[];
  /** the planning an acceptance made: the offer's maker is warned of a contract chain it exceeds (ADR 0334) */
  accepted: Planning | null;
  /** whether anything was written (an expiry or a thank is, a plain refusal is not) */
  changed: boolean;
  /** who answered, as the timeline names them */
  author: LockHolder;
  /** the refusal to answer with once the transaction has kept what it found (an expiry) */
  refusal: string | null;
}

/**
 * The answer on a request the transaction has locked FOR UPDATE already (an answer by link or
 * inbox, and a substitute's claim of open work, which locks it before it makes its offer).
 */
export async function answerLocked(
  tx: Tx,
  request: RequestRow,
  offer: { id: number; poolId: number; requestId: number; kind: OfferKind },
  answer: { accept: true } | { accept: false; remark: string | null },
  now: Date,
): Promise<AnswerDone> {
  const all = await requestOffers(tx, offer.poolId, offer.requestId, true);
  const row = all.find((o) => o.id === offer.id)!;
  const person = (await readPersons(tx, offer.poolId, [row.personId])).get(row.personId);
  // the person answers for themselves: the timeline names them
  const author: LockHolder = { username: `person:${row.personId}`, full_name: person?.fullName ?? '' };
  const personRef = { id: row.personId, full_name: author.full_name };
  let changed = false;
  const ended: EndedOffer[] = [];
  const done = (planned: boolean, refusal: string | null = null, closed: OfferRow[] = []): AnswerDone => ({
    requestNumber: request.number,
    personId: row.personId,
    planned,
    proposed: false,
    closed,
    ended,
    accepted: null,
    changed,
    author,
    refusal,
  });
  const log = (entries: LogEntry[]) => {
    changed = true;
    return writeLog(tx, offer.poolId, author, now, entries);
  };

  const state = stateAt(row, now);
  if (state === 'expired' && row.state === 'open') {
    await expireOffers(tx, offer.poolId, offer.requestId, [row], author, now);
    ended.push({ row, end: 'expired', remark: null });
    changed = true;
  }
  const refusal = answerRefusal(offer.kind, state);
  if (refusal) return done(false, refusal);

  if (!answer.accept) {
    await setOfferState(tx, [row.id], { state: 'denied', at: now, answered: true, remark: answer.remark });
    await syncDaypartsWithOffers(tx, offer.poolId, offer.requestId, now);
    await log([{ requestId: offer.requestId, event: EVENT[offer.kind].denied, data: { person: personRef, comment: answer.remark } }]);
    ended.push({ row, end: 'denied', remark: answer.remark });
    return done(false);
  }
  return acceptIn(tx, { request, row, all, now, personRef, log, done });
}

interface AcceptContext {
  request: RequestRow;
  row: OfferRow;
  all: OfferRow[];
  now: Date;
  personRef: { id: number; full_name: string };
  log: (entries: LogEntry[]) => Promise<void>;
  done: (planned: boolean, refusal?: string | null, closed?: OfferRow[]) => AnswerDone;
}

async function acceptIn(tx: Tx, c: AcceptContext): Promise<AnswerDone> {
  const { request, row, now } = c;
  const poolId = request.poolId;
  const dayparts = request.deletedAt ? [] : await requestDayparts(tx, poolId, request.id);
  const current = new Map<string, DaypartState>(dayparts.map((d) => [daypartKey(d), d.state]));
  const outcome = acceptOutcome(row.kind, row.dayparts, current);
  if (outcome.state !== 'accepted') {
    await setOfferState(tx, [row.id], { state: outcome.state, at: now, answered: true });
    await syncDaypartsWithOffers(tx, poolId, request.id, now);
    // the offer ends because the request was filled meanwhile (a late invitee is thanked)
    await c.log([{ requestId: request.id, event: EVENT[row.kind].cancelled, data: { person: c.personRef } }]);
    return c.done(false, OfferMessages.filledOrCancelled);
  }
  // the plan rule: the person takes the offered dayparts they are still free on (planned or absent
  // elsewhere, or reserved by another request meanwhile, leaves those out); free on none: 409
  const conflicts = await personConflicts(tx, poolId, row.personId, request.id, outcome.plan);
  if (!conflicts.free.length) throw conflict(conflictMessage(conflicts)!);
  const plan = conflicts.free;

  const planKeys = new Set(plan.map(daypartKey));
  await setDaypartState(
    tx,
    dayparts.filter((d) => planKeys.has(daypartKey(d))).map((d) => d.id),
    { state: 'planned', personId: row.personId, reasonId: null, comment: null, at: now },
  );
  // propose_to_school (DOMAIN): where it applies, the school may still turn the planned person down;
  // invitations only (a reservation is the planner's own choice of one person: it never waits)
  const settings = await readRequestSettings(tx, poolId, request.branchId);
  const proposed =
    row.kind === 'invitation' &&
    policyApplies(settings.propose_to_school, requestType({ start: request.periodStart, end: request.periodEnd }, settings));
  await setOfferState(tx, [row.id], { state: proposed ? 'wait_for_deny' : 'accepted', at: now, answered: true });
  for (const key of planKeys) current.set(key, 'planned');
  const filled = offersFilled(c.all.filter((o) => o.id !== row.id).map(asRequestOffer), current);
  await setOfferState(
    tx,
    filled.map((o) => o.id),
    { state: 'cancelled', at: now },
  );
  await syncDaypartsWithOffers(tx, poolId, request.id, now);

  const after = await requestById(tx, request.id);
  const others = await readPersons(
    tx,
    poolId,
    filled.map((o) => o.personId),
  );
  const entries: LogEntry[] = [
    { requestId: request.id, event: EVENT[row.kind].accepted, data: { person: c.personRef, dayparts: plan } },
    { requestId: request.id, event: 'substitute_planned', data: { person: c.personRef, dayparts: plan } },
    ...filled.map((o) => ({
      requestId: request.id,
      event: EVENT[o.kind].cancelled,
      data: { person: { id: o.personId, full_name: others.get(o.personId)?.fullName ?? '' } },
    })),
  ];
  if (request.openDayparts > 0 && after.openDayparts === 0) entries.push({ requestId: request.id, event: 'request_closed' });
  await c.log(entries);
  const closedIds = new Set(filled.map((o) => o.id));
  return {
    ...c.done(
      true,
      null,
      c.all.filter((o) => closedIds.has(o.id)),
    ),
    proposed,
    accepted: { request, personId: row.personId, plannerUsername: row.createdByUsername, plannedNow: plan.length },
  };
}
