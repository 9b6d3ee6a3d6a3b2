import { addMonths, contractChain, MatchingMessages, type ChainPolicyType, type ChainVerdict, type MatchReason } from '@app/contracts';
import {
  availabilityOn,
  type CandidateFacts,
  type MatchOptions,
  type MatchRequestFacts,
  type PersonContract,
  type PreparedDaypart,
} from './match-facts';

/** A person may have at most this many contracts (MATCH-09, MD-CONTRACT-03). */
export const MAX_CONTRACTS = 6;
/** A CoC counts when issued at most this many months before the first engagement for the board (DOMAIN rule 5). */
export const COC_VALID_MONTHS = 6;

/** The open dayparts the person can take: not planned or reserved elsewhere, no vacation, marked or defaulting to available (rule 2). */
export const isFree = (person: CandidateFacts, d: PreparedDaypart) => !person.busy.has(d.key) && availabilityOn(person, d) === 'available';

/** How many of the open dayparts the person can take (a count: the hot loop allocates nothing for it). */
export function freeCount(dayparts: readonly PreparedDaypart[], person: CandidateFacts): number {
  let count = 0;
  for (const d of dayparts) if (isFree(person, d)) count++;
  return count;
}

/** The request's first and last open date (its dayparts are in date order). */
const firstDate = (request: MatchRequestFacts) => request.dayparts[0]!.date;
const lastDate = (request: MatchRequestFacts) => request.dayparts[request.dayparts.length - 1]!.date;

/** Rule 3: a pool or personal blockade of the branch or an ancestor overlapping the request's period, or the person's planning blockade. */
function blockade(request: MatchRequestFacts, person: CandidateFacts, options: MatchOptions): MatchReason | null {
  if (person.planningBlockade) return { rule: 'blockade', message: MatchingMessages.blocked, detail: 'all branches' };
  if (!options.checks.has('blockades') || !person.blockades.length) return null;
  const first = firstDate(request);
  const last = lastDate(request);
  const names = person.blockades
    .filter((b) => request.branchLine.includes(b.branchId) && b.start <= last && b.end >= first)
    .map((b) => b.branchName);
  return names.length ? { rule: 'blockade', message: MatchingMessages.blocked, detail: [...new Set(names)].join(', ') } : null;
}

/** Rule 4: every required-employability label, unless the caller may ignore them. */
function labels(request: MatchRequestFacts, person: CandidateFacts, options: MatchOptions): MatchReason | null {
  if (options.ignoreRequiredLabels) return null;
  let missing: string[] | null = null;
  for (const label of request.requiredLabels) if (!person.labels.has(label.id)) (missing ??= []).push(label.name);
  return missing ? { rule: 'labels', message: MatchingMessages.lacksLabel, detail: missing.join(', ') } : null;
}

/**
 * Rule 5 on its facts (DOMAIN rule 5, MATCH-07): a CoC exists, issued at most 6 months before the
 * person's first engagement for the board (the earliest of `engagements`, the starts of the
 * person's contracts at the board, and `first`, the first date asked), or still marked valid; one
 * expired by its expiration date (MD-COC-01) counts for neither (the facts leave it out).
 * Matching, planning by hand, inviting and reserving all judge by this one rule.
 */
export function cocReason(coc: CandidateFacts['coc'], engagements: readonly string[], first: string): MatchReason | null {
  return cocFrom(
    coc,
    engagements.reduce((min, start) => (start < min ? start : min), first),
  );
}

function cocFrom(coc: CandidateFacts['coc'], firstEngagement: string): MatchReason | null {
  if (!coc) return { rule: 'coc', message: MatchingMessages.noCoc };
  const inTime = coc.issueDate !== null && coc.issueDate >= addMonths(firstEngagement, -COC_VALID_MONTHS);
  return inTime || coc.markedValid ? null : { rule: 'coc', message: MatchingMessages.noValidCoc };
}

/** Rule 5 in matching: the person's certificate against the contracts at the request's board and its first open date. */
function coc(request: MatchRequestFacts, person: CandidateFacts, options: MatchOptions): MatchReason | null {
  if (!options.checks.has('coc')) return null;
  let firstEngagement = firstDate(request);
  for (const c of person.contracts) if (c.boardId === request.boardId && c.startDate < firstEngagement) firstEngagement = c.startDate;
  return cocFrom(person.coc, firstEngagement);
}

/** Whether a first contract alone, for the request's period, would already be a full chain (a period over 36 months): the same for every person without a chain at the board. */
const fullAlone = new WeakMap<MatchRequestFacts, boolean>();
function firstContractFull(request: MatchRequestFacts): boolean {
  let full = fullAlone.get(request);
  if (full === undefined) {
    full = contractChain([], { start_date: firstDate(request), end_date: lastDate(request), policy_type: request.policyType }).full;
    fullAlone.set(request, full);
  }
  return full;
}

/**
 * Rule 6 for one engagement from `first` to `last` at a board: the chain the contract it needs
 * would make, or null when a contract at the board already covers the period (no new contract).
 * Matching judges a candidate by it; planning warns the planner by the same verdict (ADR 0334).
 */
export function engagementChain(
  board: { boardId: number; policyType: ChainPolicyType },
  first: string,
  last: string,
  contracts: readonly PersonContract[],
): ChainVerdict | null {
  for (const c of contracts) if (c.boardId === board.boardId && c.startDate <= first && c.endDate >= last) return null;
  return contractChain(
    contracts
      .filter((c) => c.boardId === board.boardId && c.parentId === null)
      .map((c) => ({ start_date: c.startDate, end_date: c.endDate, policy_type: c.policyType })),
    { start_date: first, end_date: last, policy_type: board.policyType },
  );
}

/**
 * Rules 6 and 7, for the contract the engagement would need: none when a contract at the board
 * already covers the request's period; otherwise the chain at the board must not be full (unless
 * the caller may ignore it) and the person must have fewer than 6 live main contracts. Matching
 * judges every person of the pool by it, so the common cases allocate nothing.
 */
function contracts(request: MatchRequestFacts, person: CandidateFacts, options: MatchOptions, out: MatchReason[]) {
  const first = firstDate(request);
  const last = lastDate(request);
  let chainAtBoard = false;
  for (const c of person.contracts)
    if (c.boardId === request.boardId) {
      if (c.startDate <= first && c.endDate >= last) return;
      if (c.parentId === null) chainAtBoard = true;
    }
  if (!options.ignoreChain) {
    const full = chainAtBoard ? engagementChain(request, first, last, person.contracts)!.full : firstContractFull(request);
    if (full) out.push({ rule: 'chain', message: MatchingMessages.chainFull });
  }
  let live = 0;
  for (const c of person.contracts) if (c.parentId === null && c.endDate >= first) live++;
  if (live >= MAX_CONTRACTS) out.push({ rule: 'contracts', message: MatchingMessages.tooManyContracts });
}

/** Every hard rule the person fails, in the order of DOMAIN 'Matching'; none: a candidate. */
export function hardRuleReasons(request: MatchRequestFacts, person: CandidateFacts, options: MatchOptions, free: number): MatchReason[] {
  const reasons: MatchReason[] = [];
  if (!person.substitute) reasons.push({ rule: 'profile', message: MatchingMessages.notSubstitute });
  if (!free) reasons.push({ rule: 'free', message: MatchingMessages.notFree });
  const blocked = blockade(request, person, options);
  if (blocked) reasons.push(blocked);
  const lacks = labels(request, person, options);
  if (lacks) reasons.push(lacks);
  const certificate = coc(request, person, options);
  if (certificate) reasons.push(certificate);
  contracts(request, person, options, reasons);
  return reasons;
}
