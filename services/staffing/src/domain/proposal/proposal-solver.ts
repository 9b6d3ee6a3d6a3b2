import highsLoader, { type Highs, type HighsSolution } from 'highs';
import type { ProposalWeights } from '@app/contracts';
import type { ProposalInstance } from './proposal-instance';
import { buildModel, type ProposalModel } from './proposal-model';
import { components, undominatedPairs } from './proposal-reduce';

/** HiGHS compiles its WebAssembly once per process; every solve makes a fresh solver from it. */
let loaded: Promise<Highs> | undefined;
const highs = () => (loaded ??= highsLoader());

export interface ProposalSolution {
  /** the pairs proposed, by index in the instance */
  chosen: number[];
  objective: number;
  /** the exact optimum when `optimal`, else the LP relaxation's optimum: never below the objective */
  bound: number;
  optimal: boolean;
}

/** HiGHS ended without a solution (time limit before any, infeasible, an error status or a thrown error). */
export class ProposalUnsolved extends Error {}

/** One HiGHS solve; a thrown error (the WebAssembly aborted) drops the compiled solver and is unsolved. */
function solveWith(solver: Highs, lp: string, options: Parameters<Highs['solve']>[1]) {
  try {
    return solver.solve(lp, options);
  } catch (error) {
    loaded = undefined;
    throw new ProposalUnsolved(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** a component the others left no time for still gets this long to find a first solution */
const MIN_PART_S = 0.5;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The objective of a set of pairs, as the program counts it: scores, continuity between
 * consecutive cells of a request and the whole request on one person, less the rising fairness cost.
 */
export function objectiveOf(instance: ProposalInstance, weights: ProposalWeights, chosen: readonly number[]): number {
  const personAt = new Map<number, number>();
  const dayparts = new Map<number, number>();
  let value = 0;
  for (const i of chosen) {
    const pair = instance.pairs[i]!;
    value += pair.score;
    personAt.set(pair.cell, pair.person);
    dayparts.set(pair.person, (dayparts.get(pair.person) ?? 0) + 1);
  }
  for (const n of dayparts.values()) value -= (weights.proposal_fairness_points * n * (n - 1)) / 2;
  const cellsOf = new Map<number, number[]>();
  for (const c of instance.cells) cellsOf.set(c.requestIndex, [...(cellsOf.get(c.requestIndex) ?? []), c.index]);
  for (const cells of cellsOf.values()) {
    if (cells.length < 2) continue;
    const persons = cells.map((c) => personAt.get(c));
    for (let k = 0; k + 1 < cells.length; k++)
      if (persons[k] !== undefined && persons[k] === persons[k + 1]) value += weights.proposal_continuity_points;
    if (persons[0] !== undefined && persons.every((p) => p === persons[0])) value += weights.proposal_whole_request_points;
  }
  return value;
}

/** A column's value; an infeasible answer carries none. */
const primal = (result: HighsSolution, column: string) => {
  const value = result.Columns[column];
  return value && 'Primal' in value ? value.Primal : 0;
};

const chosenOf = (model: ProposalModel, result: HighsSolution) =>
  model.pairColumns.flatMap((c, i) => (primal(result, c) > 0.5 ? [model.pairs[i]!] : []));

/**
 * The optimum without continuity (`y`, `z` left out), with `points` for a pair's score: cells
 * against persons' nested dayparts, weeks and fairness steps form a totally unimodular matrix, so
 * the LP's simplex vertex is whole. The pairs it takes, and their value in the whole program.
 */
function flatSolve(
  solver: Highs,
  instance: ProposalInstance,
  weights: ProposalWeights,
  lockedPairs: ReadonlySet<number>,
  part: readonly number[],
  points?: (pair: number) => number,
) {
  const flat = { ...weights, proposal_continuity_points: 0, proposal_whole_request_points: 0 };
  const model = buildModel(instance, flat, lockedPairs, false, part, points);
  const result = solveWith(solver, model.lp, { solver: 'simplex', output_flag: false });
  if (result.Status !== 'Optimal') throw new ProposalUnsolved(result.Status);
  const whole = model.pairColumns.every((c) => Math.abs(primal(result, c) - Math.round(primal(result, c))) < 1e-6);
  if (!whole) throw new ProposalUnsolved('fractional');
  const chosen = chosenOf(model, result);
  return { chosen, objective: objectiveOf(instance, weights, chosen) };
}

/** A component: the best proposal so far and what bounds it. */
interface Part extends ProposalSolution {
  pairs: readonly number[];
  /** the pairs the LP relaxation uses: the restricted program of the second pass */
  support: readonly number[];
}

/** Equal but for the floating point of the solver's sums. */
const reached = (objective: number, bound: number) => bound - objective <= 1e-6 * Math.max(1, Math.abs(bound));

/**
 * One component, first pass. Its LP relaxation: the bound, and the guide of a rounding (the
 * optimum without continuity with each pair's score raised by its LP value times the continuity
 * points). The better of that and the plain optimum without continuity is a proposal under every
 * hard rule whatever the time limit; it is proven optimal when it reaches the LP's optimum.
 */
function relaxAndRound(
  solver: Highs,
  instance: ProposalInstance,
  weights: ProposalWeights,
  lockedPairs: ReadonlySet<number>,
  pairs: readonly number[],
): Part {
  const model = buildModel(instance, weights, lockedPairs, false, pairs);
  const relaxed = solveWith(solver, model.lp, { output_flag: false });
  if (relaxed.Status !== 'Optimal') throw new ProposalUnsolved(relaxed.Status);
  const lpValue = new Map(model.pairs.map((pair, i) => [pair, primal(relaxed, model.pairColumns[i]!)]));
  const guide = 2 * weights.proposal_continuity_points + weights.proposal_whole_request_points;
  const plain = flatSolve(solver, instance, weights, lockedPairs, pairs);
  const rounded = flatSolve(
    solver,
    instance,
    weights,
    lockedPairs,
    pairs,
    (pair) => instance.pairs[pair]!.score + guide * lpValue.get(pair)!,
  );
  const best = rounded.objective > plain.objective ? rounded : plain;
  const bound = Math.max(relaxed.ObjectiveValue, best.objective);
  const support = pairs.filter((pair) => lpValue.get(pair)! > 1e-6);
  return { pairs, support, ...best, bound, optimal: reached(best.objective, bound) };
}

/**
 * One component, a later pass: the program itself on `pairs` (the LP's support, or all) within
 * `timeLimitS`, kept when better. Proven optimal when solved on all pairs, or when it reaches the
 * relaxation.
 */
function improve(
  solver: Highs,
  instance: ProposalInstance,
  weights: ProposalWeights,
  lockedPairs: ReadonlySet<number>,
  part: Part,
  pairs: readonly number[],
  timeLimitS: number,
): Part {
  const model = buildModel(instance, weights, lockedPairs, true, pairs);
  const result = solveWith(solver, model.lp, { mip_rel_gap: 0, time_limit: timeLimitS, output_flag: false });
  const found = result.Status === 'Optimal' || (result.Status === 'Time limit reached' && Number.isFinite(result.ObjectiveValue));
  const better =
    found && result.ObjectiveValue > part.objective ? { chosen: chosenOf(model, result), objective: result.ObjectiveValue } : part;
  if (result.Status === 'Optimal' && pairs === part.pairs) return { ...part, ...better, bound: result.ObjectiveValue, optimal: true };
  return { ...part, ...better, optimal: reached(better.objective, part.bound) };
}

/**
 * Solves the proposal after the exact reductions (proposal-reduce.ts), each component of the
 * reduced program on its own: first its LP relaxation and the two whole LPs (relaxAndRound); then,
 * for the components short of their relaxation, smallest first, the program restricted to the
 * pairs the relaxation uses, and in the time left the whole program, each with a share of the
 * time left (`timeLimitS` in all) in proportion to its pairs. `bound` is the sum of the components'
 * bounds (proven optimum or LP relaxation). When HiGHS fails on a component it throws
 * ProposalUnsolved (the flow answers the solver-failed 422).
 */
export async function solveProposal(
  instance: ProposalInstance,
  weights: ProposalWeights,
  lockedPairs: ReadonlySet<number>,
  timeLimitS: number,
): Promise<ProposalSolution> {
  if (!instance.pairs.length) return { chosen: [], objective: 0, bound: 0, optimal: true };
  const solver = await highs();
  const deadline = Date.now() + timeLimitS * 1000;
  const parts = components(instance, undominatedPairs(instance, lockedPairs)).map((pairs) =>
    relaxAndRound(solver, instance, weights, lockedPairs, pairs),
  );
  // the restricted programs first, each with its time share even past the limit (up to twice
  // the limit: many open components would otherwise run on); then the whole programs, in the time left
  for (const restricted of [true, false]) {
    const open = parts.filter((part) => !part.optimal).sort((a, b) => a.pairs.length - b.pairs.length);
    const pairsOf = (part: Part) => (restricted ? part.support : part.pairs);
    let pairsLeft = open.reduce((n, part) => n + pairsOf(part).length, 0);
    for (const part of open) {
      const share = pairsOf(part).length / pairsLeft;
      pairsLeft -= pairsOf(part).length;
      const left = (deadline - Date.now()) / 1000;
      if (restricted ? left < -timeLimitS : left * share < MIN_PART_S) break;
      Object.assign(part, improve(solver, instance, weights, lockedPairs, part, pairsOf(part), Math.max(MIN_PART_S, left * share)));
    }
  }
  const total: ProposalSolution = { chosen: [], objective: 0, bound: 0, optimal: true };
  for (const part of parts) {
    total.chosen.push(...part.chosen);
    total.objective += part.objective;
    total.bound += part.bound;
    total.optimal &&= part.optimal;
  }
  const objective = round2(total.objective);
  const bound = total.optimal ? objective : Math.ceil(total.bound * 100) / 100;
  return { chosen: total.chosen.sort((a, b) => a - b), objective, bound, optimal: total.optimal };
}
