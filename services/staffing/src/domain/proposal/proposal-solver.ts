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
 * One component's program. First its optimum without continuity: an LP whose matrix is totally
 * unimodular (cells against persons' nested dayparts, weeks and fairness steps), so the simplex
 * vertex is whole; it is the proposal when the program's own solve finds nothing better in its time.
 * The program's optimum is its own bound; short of it, the LP relaxation bounds it.
 */
function solvePart(
  solver: Highs,
  instance: ProposalInstance,
  weights: ProposalWeights,
  lockedPairs: ReadonlySet<number>,
  part: readonly number[],
  timeLimitS: number,
): ProposalSolution {
  const flat = { ...weights, proposal_continuity_points: 0, proposal_whole_request_points: 0 };
  const flatModel = buildModel(instance, flat, lockedPairs, false, part);
  const first = solveWith(solver, flatModel.lp, { solver: 'simplex', output_flag: false });
  if (first.Status !== 'Optimal') throw new ProposalUnsolved(first.Status);
  const whole = flatModel.pairColumns.every((c) => {
    const value = primal(first, c);
    return Math.abs(value - Math.round(value)) < 1e-6;
  });
  if (!whole) throw new ProposalUnsolved('fractional');
  let chosen = chosenOf(flatModel, first);
  let objective = objectiveOf(instance, weights, chosen);
  const model = buildModel(instance, weights, lockedPairs, true, part);
  const result = solveWith(solver, model.lp, { mip_rel_gap: 0, time_limit: timeLimitS, output_flag: false });
  const found = result.Status === 'Optimal' || (result.Status === 'Time limit reached' && Number.isFinite(result.ObjectiveValue));
  if (found && result.ObjectiveValue >= objective) {
    chosen = chosenOf(model, result);
    objective = result.ObjectiveValue;
  }
  if (result.Status === 'Optimal') return { chosen, objective, bound: result.ObjectiveValue, optimal: true };
  const relaxed = solveWith(solver, buildModel(instance, weights, lockedPairs, false, part).lp, { output_flag: false });
  if (relaxed.Status !== 'Optimal') throw new ProposalUnsolved(relaxed.Status);
  return { chosen, objective, bound: Math.max(relaxed.ObjectiveValue, objective), optimal: false };
}

/**
 * Solves the proposal's program to proven optimality (no relative gap) within `timeLimitS`, after
 * the exact reductions (proposal-reduce.ts): each component of the reduced program on its own,
 * smallest first, with a share of the time left in proportion to its pairs. A component its limit
 * stops keeps the best solution found and is bounded by its LP relaxation; `bound` is the sum of
 * the components' bounds. When HiGHS fails on a component it throws ProposalUnsolved (the flow
 * answers the solver-failed 422).
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
  const parts = components(instance, undominatedPairs(instance, lockedPairs)).sort((a, b) => a.length - b.length);
  let pairsLeft = parts.reduce((n, part) => n + part.length, 0);
  const total: ProposalSolution = { chosen: [], objective: 0, bound: 0, optimal: true };
  for (const part of parts) {
    const seconds = Math.max(MIN_PART_S, ((deadline - Date.now()) / 1000) * (part.length / pairsLeft));
    pairsLeft -= part.length;
    const solved = solvePart(solver, instance, weights, lockedPairs, part, seconds);
    total.chosen.push(...solved.chosen);
    total.objective += solved.objective;
    total.bound += solved.bound;
    total.optimal &&= solved.optimal;
  }
  const objective = round2(total.objective);
  const bound = total.optimal ? objective : Math.ceil(total.bound * 100) / 100;
  return { chosen: total.chosen.sort((a, b) => a - b), objective, bound, optimal: total.optimal };
}
