import {
  OPEN_WORK_DAYS,
  OpenWorkMessages,
  policyApplies,
  type DaypartRef,
  type OpenWorkClaim,
  type OpenWorkClaimResult,
  type OpenWorkItem,
} from '@app/contracts';
import {
  conflict,
  forbidden,
  pageInMemory,
  unprocessable,
  type ListRequest,
  type MemoryList,
  type ServiceDeps,
  type Tx,
} from '@app/service-kit';
import { addDays, dateInAmsterdam, mondayOf } from '../domain/calendar/iso-dates';
import { requestType } from '../domain/calendar/schedule-days';
import { daypartKey } from '../domain/dayparts/daypart-plan';
import { CHECKS_WITH_A_SOURCE, type MatchOptions } from '../domain/matching/match-facts';
import { offerableDayparts } from '../domain/offers/offer-rules';
import { personWeek, whyOf, type ProposalInstance } from '../domain/proposal/proposal-instance';
import { answerLocked } from './answer-locked-offer';
import { announceAnswer, mailAnswerClosed } from './answer-offer';
import { hasContractOn, readRequestSettings } from '../store/masterdata-reads';
import { requestDayparts } from '../store/offer-rows';
import { makeClaimOffer } from '../store/offer-writes';
import { conflictMessage, personConflicts } from '../store/person-conflicts';
import { proposalWeights, requestsInPeriod } from '../store/proposal-reads';
import { findRequest, type Caller, type RequestRow } from '../store/request-rows';
import { readInstance } from './propose-week';

/**
 * Substitutes pick up open work themselves (docs/open-work.md). What fits a substitute is the
 * week proposal's instance of them alone: matching's hard rules (`hardRuleReasons`), free on the
 * daypart, not invited elsewhere there, dayparts left in the week. A claim is an invitation the
 * substitute makes to themselves and accepts at once, on the request locked as every answer
 * locks it, so it plans (or waits for the school) exactly as an accepted invitation does.
 */

/** A substitute judges only for themselves: no right to ignore a rule; every check with a source. */
export const OWN_MATCHING: MatchOptions = {
  ignoreRequiredLabels: false,
  ignoreChain: false,
  checks: CHECKS_WITH_A_SOURCE,
  filters: {},
  withExcluded: false,
};

/** Why the pool's `open_work` setting keeps this substitute from self-service, or null. */
export async function selfServiceRefusal(tx: Tx, poolId: number, personId: number, today: string): Promise<string | null> {
  const { open_work } = await readRequestSettings(tx, poolId, null);
  if (open_work === 'off') return OpenWorkMessages.off;
  if (open_work === 'contract_only' && !(await hasContractOn(tx, poolId, personId, today))) return OpenWorkMessages.contractOnly;
  return null;
}

const byDaypart = (a: DaypartRef, b: DaypartRef) => daypartKey(a).localeCompare(daypartKey(b));

/** One request's open work before the page is known: `index` is the request's place in the instance. */
type FoundWork = Omit<OpenWorkItem, 'waits_for_school'> & { index: number };

/** The list's order is the rules' (best score first; ties the earliest daypart); the search looks in the school's name. */
export const OPEN_WORK_LIST: MemoryList<FoundWork> = {
  sortable: { score: (w) => w.score },
  defaultSort: { column: 'score', order: 'desc' },
  search: [(w) => w.branch.name],
};

/** The instance's pairs of the one person, per request: the dayparts they may take and their score. */
export function itemsOf(instance: ProposalInstance, personId: number): FoundWork[] {
  const items = new Map<number, FoundWork>();
  for (const pair of instance.pairs) {
    if (pair.person !== personId) continue;
    const cell = instance.cells[pair.cell]!;
    const request = instance.requests[cell.requestIndex]!;
    const item = items.get(cell.requestIndex) ?? {
      index: cell.requestIndex,
      request: request.number,
      branch: request.branch,
      dayparts: [],
      score: pair.score,
      why: whyOf(instance, cell.requestIndex, personId),
    };
    item.dayparts.push({ date: cell.date, daypart: cell.daypart });
    items.set(cell.requestIndex, item);
  }
  return [...items.values()]
    .map((item) => ({ ...item, dayparts: withinWeekCapacity(instance, personId, item.dayparts.sort(byDaypart)) }))
    .sort((a, b) => b.score - a.score || byDaypart(a.dayparts[0]!, b.dayparts[0]!) || a.request - b.request);
}

/** The earliest dayparts of each ISO week, as many as the person has left there: Take claims what it lists. */
function withinWeekCapacity(instance: ProposalInstance, personId: number, dayparts: DaypartRef[]): DaypartRef[] {
  const taken = new Map<string, number>();
  return dayparts.filter((d) => {
    const week = mondayOf(d.date);
    const count = (taken.get(week) ?? 0) + 1;
    taken.set(week, count);
    return count <= (instance.capacity.get(personWeek(personId, week)) ?? 0);
  });
}

/** Whether a claim on the request waits for the school: its branch's propose_to_school applies to it. */
async function waitsForSchool(tx: Tx, row: RequestRow): Promise<boolean> {
  const settings = await readRequestSettings(tx, row.poolId, row.branchId);
  return policyApplies(settings.propose_to_school, requestType({ start: row.periodStart, end: row.periodEnd }, settings));
}

/**
 * The open work of the signed-in substitute, best first, one page of it: every request of the pool
 * with open dayparts from tomorrow to OPEN_WORK_DAYS ahead that they pass every hard rule for.
 * With self-service off for them: nothing, and why.
 */
export async function listOpenWork(
  deps: ServiceDeps,
  caller: Caller,
  personId: number,
  list: ListRequest,
): Promise<{ rows: OpenWorkItem[]; total: number; refusal: string | null }> {
  const today = dateInAmsterdam(caller.now);
  return deps.db.withPool(caller.poolId, async (tx) => {
    const refusal = await selfServiceRefusal(tx, caller.poolId, personId, today);
    if (refusal) return { rows: [], total: 0, refusal };
    const from = addDays(today, 1);
    const to = addDays(today, OPEN_WORK_DAYS);
    const rows = await requestsInPeriod(tx, caller, from, to, []);
    const weights = await proposalWeights(tx, caller.poolId);
    const items = itemsOf(await readInstance(tx, caller, rows, { from, to, today }, OWN_MATCHING, weights, [personId]), personId);
    const page = pageInMemory(items, OPEN_WORK_LIST, list);
    const answer: OpenWorkItem[] = [];
    for (const { index, ...item } of page.rows) answer.push({ ...item, waits_for_school: await waitsForSchool(tx, rows[index]!) });
    return { rows: answer, total: page.total, refusal: null };
  });
}

/**
 * The claimed dayparts as the request holds them, or why not: a daypart it does not have open
 * from tomorrow on is 422; one another person took (planned, reserved) meanwhile is 409.
 */
async function claimedDayparts(tx: Tx, caller: Caller, request: RequestRow, asked: readonly DaypartRef[]) {
  const tomorrow = addDays(dateInAmsterdam(caller.now), 1);
  const existing = (await requestDayparts(tx, caller.poolId, request.id)).filter((d) => d.date >= tomorrow);
  const open = new Map(offerableDayparts(existing, caller.now).map((d) => [daypartKey(d), d]));
  const known = new Set(existing.map(daypartKey));
  if (asked.some((d) => !known.has(daypartKey(d)))) throw unprocessable({ dayparts: [OpenWorkMessages.notOpen] });
  if (asked.some((d) => !open.has(daypartKey(d)))) throw conflict(OpenWorkMessages.taken);
  return asked.map((d) => open.get(daypartKey(d))!);
}

/**
 * Every hard rule, for the claimed dayparts, by the proposal's own instance of this person: a
 * daypart without a pair is refused with the rules that left them out; more dayparts in a week
 * than they have left is refused too.
 */
async function refuseUnlessEligible(tx: Tx, caller: Caller, request: RequestRow, personId: number, asked: readonly DaypartRef[]) {
  const dates = asked.map((d) => d.date).sort();
  const period = { from: dates[0]!, to: dates.at(-1)!, today: dateInAmsterdam(caller.now) };
  const weights = await proposalWeights(tx, caller.poolId);
  const instance = await readInstance(tx, caller, [request], period, OWN_MATCHING, weights, [personId]);
  const reasons = new Set<string>();
  const perWeek = new Map<string, number>();
  for (const d of asked) {
    const cell = instance.cells.find((c) => c.date === d.date && c.daypart === d.daypart);
    if (!cell) throw unprocessable({ dayparts: [OpenWorkMessages.notOpen] });
    if (instance.pairs.some((p) => p.cell === cell.index)) perWeek.set(cell.week, (perWeek.get(cell.week) ?? 0) + 1);
    else for (const key of instance.excluded[cell.index]!.keys()) reasons.add(key.slice(key.indexOf('|') + 1));
  }
  if (reasons.size) throw unprocessable({ dayparts: [...reasons] }, OpenWorkMessages.notEligible);
  for (const [week, count] of perWeek)
    if (count > (instance.capacity.get(personWeek(personId, week)) ?? 0)) throw unprocessable({ dayparts: [OpenWorkMessages.tooMany] });
}

/**
 * Claims dayparts of one request for the signed-in substitute, all or none, in one transaction:
 * the request locked FOR UPDATE first (as an answer locks it; a second claim of the same daypart
 * waits here and then finds it taken, 409), the person's plan lock and conflicts, every hard rule,
 * then an invitation to themselves accepted through the offers' accept.
 */
export async function claimOpenWork(
  deps: ServiceDeps,
  caller: Caller,
  personId: number,
  input: OpenWorkClaim,
): Promise<OpenWorkClaimResult> {
  const today = dateInAmsterdam(caller.now);
  const { offer, done } = await deps.db.withPool(caller.poolId, async (tx) => {
    const refusal = await selfServiceRefusal(tx, caller.poolId, personId, today);
    if (refusal) throw forbidden(refusal);
    const request = await findRequest(tx, caller, input.request, true);
    const dayparts = await claimedDayparts(tx, caller, request, input.dayparts);
    const conflicts = await personConflicts(tx, caller.poolId, personId, request.id, dayparts);
    if (conflicts.free.length < dayparts.length) throw conflict(conflictMessage(conflicts)!);
    await refuseUnlessEligible(tx, caller, request, personId, dayparts);
    const row = await makeClaimOffer(tx, caller, request, personId, dayparts);
    const offer = { id: row.id, poolId: caller.poolId, requestId: request.id, kind: 'invitation' as const };
    const done = await answerLocked(tx, request, offer, { accept: true }, caller.now);
    // the request was locked before anything was read: the acceptance cannot be refused here
    if (done.refusal) throw conflict(done.refusal);
    await mailAnswerClosed(tx, deps, offer, done);
    return { offer, done };
  });
  await announceAnswer(deps, offer, done);
  return {
    request: input.request,
    dayparts: input.dayparts.map((d) => ({ date: d.date, daypart: d.daypart })).sort(byDaypart),
    state: done.proposed ? 'waiting' : 'planned',
  };
}
