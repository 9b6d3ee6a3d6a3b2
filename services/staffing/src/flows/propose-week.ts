import {
  ProposalMessages,
  PROPOSAL_MAX_DAYS,
  type Proposal,
  type ProposalAssignment,
  type ProposalCandidate,
  type ProposalCandidatesInput,
  type ProposalCell,
  type ProposalInput,
  type ProposalRule,
  type ProposalUnassigned,
  type ProposalWeights,
} from '@app/contracts';
import { unprocessable, type ServiceDeps, type Tx } from '@app/service-kit';
import { addDays, dateInAmsterdam, isoWeekday, mondayOf } from '../domain/calendar/iso-dates';
import type { MatchOptions } from '../domain/matching/match-facts';
import { buildInstance, personWeek, whyOf, type ProposalInstance } from '../domain/proposal/proposal-instance';
import { ProposalUnsolved, solveProposal, type ProposalSolution } from '../domain/proposal/proposal-solver';
import { branchNames } from '../store/matching-requests';
import { HOURS_PER_DAYPART, readMatchingFactsOf } from '../store/matching-facts';
import { invitedInPeriod, plannedPerWeek, proposalForRead, proposalWeights, requestsInPeriod, saveProposal } from '../store/proposal-reads';
import type { Caller, RequestRow } from '../store/request-rows';
import { branchInScope } from '../store/scope';

/**
 * The solver's time by default (the PROPOSAL_TIME_LIMIT_S setting); past it the best proposal found
 * stands (at least the local search's), bounded by the Lagrangian bound; when HiGHS fails the
 * proposal is refused (solverFailed, 422).
 */
export const PROPOSAL_TIME_LIMIT_S = 10;

/** The program solved, or a 422 with the solver-failed message when HiGHS fails. */
async function solveOrRefuse(...args: Parameters<typeof solveProposal>): Promise<ProposalSolution> {
  try {
    return await solveProposal(...args);
  } catch (error) {
    if (error instanceof ProposalUnsolved) throw unprocessable({ from: [ProposalMessages.solverFailed] }, ProposalMessages.solverFailed);
    throw error;
  }
}

/** The period asked, else the coming week (Monday to Sunday after today). */
export function proposalPeriod(input: Pick<ProposalInput, 'from' | 'to'>, today: string): { from: string; to: string } {
  const from = input.from ?? (input.to ? input.to : addDays(today, 8 - isoWeekday(today)));
  const to = input.to ?? addDays(from, 6);
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days < 0 || days >= PROPOSAL_MAX_DAYS) throw unprocessable({ from: [ProposalMessages.period] });
  return { from, to };
}

const REASON_ORDER: ProposalRule[] = [
  'profile',
  'free',
  'blockade',
  'labels',
  'coc',
  'chain',
  'contracts',
  'distance',
  'offered',
  'hours',
  'taken',
];

/** Why nobody was proposed on a cell: the counted reasons, most persons first, and those proposed elsewhere. */
function unassignedReasons(instance: ProposalInstance, cell: number, candidates: number): ProposalUnassigned['reasons'] {
  const reasons = [...instance.excluded[cell]!].map(([key, count]) => {
    const at = key.indexOf('|');
    return { rule: key.slice(0, at) as ProposalRule, message: key.slice(at + 1), count };
  });
  if (candidates) reasons.push({ rule: 'taken', message: ProposalMessages.takenElsewhere, count: candidates });
  return reasons.sort((a, b) => b.count - a.count || REASON_ORDER.indexOf(a.rule) - REASON_ORDER.indexOf(b.rule));
}

/** The locked cells as pairs of the instance; a cell nobody could take there is refused. */
function lockedPairs(instance: ProposalInstance, locked: readonly ProposalCell[]): Set<number> {
  const at = new Map<string, number>();
  instance.pairs.forEach((p, i) => {
    const cell = instance.cells[p.cell]!;
    at.set(`${instance.requests[cell.requestIndex]!.number}:${cell.date}:${cell.daypart}:${p.person}`, i);
  });
  const out = new Set<number>();
  const slots = new Set<string>();
  for (const l of locked) {
    const pair = at.get(`${l.request}:${l.date}:${l.daypart}:${l.person}`);
    if (pair === undefined) throw unprocessable({ locked: [ProposalMessages.lockedNotCandidate] });
    const slot = `${l.person}:${l.date}:${l.daypart}`;
    if (slots.has(slot)) throw unprocessable({ locked: [ProposalMessages.lockedTwice] });
    slots.add(slot);
    out.add(pair);
  }
  return out;
}

function answer(instance: ProposalInstance, solution: ProposalSolution, locked: ReadonlySet<number>) {
  const assignments: ProposalAssignment[] = [];
  const taken = new Set<number>();
  for (const i of solution.chosen) {
    const pair = instance.pairs[i]!;
    const cell = instance.cells[pair.cell]!;
    const request = instance.requests[cell.requestIndex]!;
    taken.add(pair.cell);
    assignments.push({
      request: request.number,
      date: cell.date,
      daypart: cell.daypart,
      person: pair.person,
      full_name: instance.names.get(pair.person) ?? '',
      branch: request.branch,
      score: pair.score,
      why: whyOf(instance, cell.requestIndex, pair.person),
      locked: locked.has(i),
    });
  }
  const candidates = new Map<number, number>();
  for (const p of instance.pairs) candidates.set(p.cell, (candidates.get(p.cell) ?? 0) + 1);
  const unassigned = instance.cells
    .filter((c) => !taken.has(c.index))
    .map((c): ProposalUnassigned => ({
      request: instance.requests[c.requestIndex]!.number,
      date: c.date,
      daypart: c.daypart,
      branch: instance.requests[c.requestIndex]!.branch,
      reasons: unassignedReasons(instance, c.index, candidates.get(c.index) ?? 0),
    }));
  const order = (a: { request: number; date: string; daypart: number }, b: typeof a) =>
    a.request - b.request || (a.date < b.date ? -1 : a.date > b.date ? 1 : a.daypart - b.daypart);
  return { assignments: assignments.sort(order), unassigned: unassigned.sort(order) };
}

/**
 * The proposal's instance of these requests in the period: matching's facts, the offers and plans
 * around it; of the `only` persons when given (a substitute's own open work).
 */
export async function readInstance(
  tx: Tx,
  caller: Caller,
  rows: readonly RequestRow[],
  period: { from: string; to: string; today: string },
  options: MatchOptions,
  weights: ProposalWeights,
  only?: readonly number[],
): Promise<ProposalInstance> {
  const { from, to, today } = period;
  const facts = await readMatchingFactsOf(tx, rows, caller.now, [], undefined, only);
  const names = await branchNames(
    tx,
    caller.poolId,
    rows.map((r) => r.branchId),
  );
  return buildInstance({
    requests: rows.map((r, i) => ({ number: r.number, branch: { id: r.branchId, name: names.get(r.branchId) ?? '' }, facts: facts[i]! })),
    from,
    to,
    today: addDays(today, 1),
    options,
    invitedAt: await invitedInPeriod(tx, caller.poolId, from, to),
    plannedInWeek: await plannedPerWeek(tx, caller.poolId, mondayOf(from), to),
    maxDaypartsPerWeek: weights.proposal_max_dayparts_per_week,
    hoursPerDaypart: HOURS_PER_DAYPART,
  });
}

/**
 * Proposes the period's open dayparts within the caller's (and the asked) branches at once
 * (docs/planning-proposal.md): matching's facts of every request, the instance of eligible pairs,
 * the program solved by HiGHS; kept, and answered with its id.
 */
export async function proposeWeek(deps: ServiceDeps, caller: Caller, input: ProposalInput, options: MatchOptions): Promise<Proposal> {
  const today = dateInAmsterdam(caller.now);
  const { from, to } = proposalPeriod(input, today);
  const branches = [...new Set(input.branches ?? [])];
  return deps.db.withPool(caller.poolId, async (tx: Tx) => {
    for (const b of branches)
      if (!(await branchInScope(tx, caller.poolId, caller.scope, b)) || !(await branchNames(tx, caller.poolId, [b])).has(b))
        throw unprocessable({ branches: [ProposalMessages.branchOutOfScope] });
    // the solve's duration, on the monotonic clock
    const started = performance.now();
    const rows = await requestsInPeriod(tx, caller, from, to, branches);
    const weights = await proposalWeights(tx, caller.poolId);
    const instance = await readInstance(tx, caller, rows, { from, to, today }, options, weights);
    const locked = lockedPairs(instance, input.locked ?? []);
    const solution = await solveOrRefuse(instance, weights, locked, deps.config.PROPOSAL_TIME_LIMIT_S);
    const { objective, bound, optimal } = solution;
    const result = {
      from,
      to,
      ...answer(instance, solution, locked),
      objective,
      bound,
      optimal,
      weights,
      ms: Math.round(performance.now() - started),
    };
    const id = await saveProposal(tx, caller, { from, to, branches }, result);
    return { id, ...result };
  });
}

/**
 * Who else could take one cell of a kept proposal (docs/planning-proposal.md 'Swapping a cell'):
 * the persons the proposal's own instance pairs with that daypart (matching's hard rules, free
 * there, not invited elsewhere, dayparts left), less those the planner's other cells put on that
 * date and daypart or whose dayparts left in that week they already fill. Best score first.
 */
export async function proposalCandidates(
  deps: ServiceDeps,
  caller: Caller,
  id: number,
  input: ProposalCandidatesInput,
  options: MatchOptions,
): Promise<ProposalCandidate[]> {
  return deps.db.withPool(caller.poolId, async (tx: Tx) => {
    const proposal = await proposalForRead(tx, caller, id);
    const unknown = () => unprocessable({ request: [ProposalMessages.cellUnknown] });
    if (input.date < proposal.from || input.date > proposal.to) throw unknown();
    const rows = (await requestsInPeriod(tx, caller, input.date, input.date, [])).filter((r) => r.number === input.request);
    if (!rows.length) throw unknown();
    const weights = await proposalWeights(tx, caller.poolId);
    const today = dateInAmsterdam(caller.now);
    const instance = await readInstance(tx, caller, rows, { ...proposal, today }, options, weights);
    const cell = instance.cells.find((c) => c.date === input.date && c.daypart === input.daypart);
    if (!cell) throw unknown();
    const others = input.cells.filter((c) => !(c.request === input.request && c.date === input.date && c.daypart === input.daypart));
    const busy = new Set(others.filter((c) => c.date === input.date && c.daypart === input.daypart).map((c) => c.person));
    const inWeek = new Map<number, number>();
    for (const c of others) if (mondayOf(c.date) === cell.week) inWeek.set(c.person, (inWeek.get(c.person) ?? 0) + 1);
    return instance.pairs
      .filter((p) => p.cell === cell.index && !busy.has(p.person))
      .filter((p) => (instance.capacity.get(personWeek(p.person, cell.week)) ?? 0) > (inWeek.get(p.person) ?? 0))
      .map((p) => ({ person: p.person, full_name: instance.names.get(p.person) ?? '', score: p.score, why: whyOf(instance, 0, p.person) }))
      .sort((a, b) => b.score - a.score || a.full_name.localeCompare(b.full_name));
  });
}
