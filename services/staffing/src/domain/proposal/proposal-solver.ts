import highsLoader, { type Highs, type HighsSolution } from 'highs';
import type { ProposalWeights } from '@app/contracts';
import type { ProposalInstance } from './proposal-instance';
import { buildModel, type ProposalModel } from './proposal-model';
import { componentOf, lagrangeBound } from './proposal-lagrange';
import { components, undominatedPairs } from './proposal-reduce';
import { ProposalSearch } from './proposal-search';

/** HiGHS compiles its WebAssembly once per process; every solve makes a fresh solver from it. */
let loaded: Promise<Highs> | undefined;
const highs = () => (loaded ??= highsLoader());

export interface ProposalSolution {
  /** the pairs proposed, by index in the instance */
  chosen: number[];
  objective: number;
  /** the exact optimum when `optimal`, else the components' proven optima or Lagrangian bounds: never below the objective */
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

/** a component the others left less time than this is not given to HiGHS */
const MIN_PART_S = 0.2;

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

/** A component: the best proposal so far and what bounds it. */
interface Part extends ProposalSolution {
  pairs: readonly number[];
  /** the pairs the persons' runs of the Lagrangian took: the restricted program of the second pass */
  support: readonly number[];
}

/** Equal but for the floating point of the sums. */
const reached = (objective: number, bound: number) => bound - objective <= 1e-6 * Math.max(1, Math.abs(bound));

/** subgradient steps of a component's Lagrangian bound at most */
const ITERATIONS = 400;

/**
 * One component, first pass (ADR 0243): a proposal by local search from the best scores, the
 * Lagrangian bound, and the search again from the pairs the bound's runs took. Not bound by the
 * time limit (its work is bounded by the steps and the moves), so a loaded machine makes it slower,
 * not worse: the same instance gives the same proposal. Every proposal's
 * objective is a multiple of `grid` (when the scores and weights are), so the bound is rounded
 * down to it.
 */
function searchAndBound(
  instance: ProposalInstance,
  weights: ProposalWeights,
  lockedPairs: ReadonlySet<number>,
  pairs: readonly number[],
  grid: number,
): Part {
  const component = componentOf(instance, weights, lockedPairs, pairs);
  const search = new ProposalSearch(component);
  const byScore = [...component.pairs].sort((a, b) => instance.pairs[b]!.score - instance.pairs[a]!.score || a - b);
  search.fill(byScore);
  search.improve();
  const { bound: lagrange, guide } = lagrangeBound(component, () => search.value, { iterations: ITERATIONS, grid });
  search.fill([...component.pairs].filter((i) => guide[i]! > 0).sort((a, b) => guide[b]! - guide[a]! || a - b));
  search.improve();
  const chosen = search.chosen();
  const objective = objectiveOf(instance, weights, chosen);
  const bound = Math.max(objective, grid > 0 ? Math.floor(lagrange / grid + 1e-6) * grid : lagrange);
  const support = component.pairs.filter((i) => guide[i]! > 0 || chosen.includes(i));
  return { pairs: component.pairs, support, chosen, objective, bound, optimal: reached(objective, bound) };
}

/**
 * One component, the second pass: the program itself on `pairs` (all of them, or those of the
 * Lagrangian's runs and the proposal) within `timeLimitS`, kept when better; proven optimal when
 * solved on all pairs, or when it reaches the bound.
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
  const model = buildModel(instance, weights, lockedPairs, pairs);
  const result = solveWith(solver, model.lp, { mip_rel_gap: 0, time_limit: timeLimitS, output_flag: false });
  const found = result.Status === 'Optimal' || (result.Status === 'Time limit reached' && Number.isFinite(result.ObjectiveValue));
  const better =
    found && result.ObjectiveValue > part.objective ? { chosen: chosenOf(model, result), objective: result.ObjectiveValue } : part;
  if (result.Status === 'Optimal' && pairs === part.pairs) return { ...part, ...better, bound: result.ObjectiveValue, optimal: true };
  return { ...part, ...better, optimal: reached(better.objective, part.bound) };
}

/** The step every proposal's objective is a multiple of: the coarsest of these the scores and weights all are, else 0. */
function gridOf(instance: ProposalInstance, weights: ProposalWeights): number {
  const values = [
    weights.proposal_continuity_points,
    weights.proposal_whole_request_points,
    weights.proposal_fairness_points,
    ...new Set(instance.pairs.map((p) => p.score)),
  ];
  const on = (step: number) => values.every((v) => Math.abs(v / step - Math.round(v / step)) < 1e-9);
  return [1, 0.5, 0.1, 0.05, 0.01].find(on) ?? 0;
}

/** a large component within this share of its bound is not given to HiGHS (the budget is 1%: docs/planning-proposal.md) */
const CLOSE_ENOUGH = 0.005;
/** pairs of a component whose whole program HiGHS solves to its proven optimum in a fraction of a second */
const SMALL_PART = 1_000;

/**
 * Solves the proposal after the exact reductions (proposal-reduce.ts), each component of the
 * reduced program on its own (ADR 0243): first a proposal by local search and the Lagrangian bound
 * (searchAndBound); then the components not proven optimal, smallest first, get HiGHS: the whole
 * program of a small one, the program restricted to the pairs of the Lagrangian's runs and the
 * proposal for a large one more than 0.5% short of its bound, each with a share of the time left
 * (`timeLimitS` in all) in proportion to its pairs. `bound` is the sum of
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
  // a compute budget on the monotonic clock, not the time of day the rules are given
  const deadline = performance.now() + timeLimitS * 1000;
  const grid = gridOf(instance, weights);
  const parts = components(instance, undominatedPairs(instance, lockedPairs)).map((pairs) =>
    searchAndBound(instance, weights, lockedPairs, pairs, grid),
  );
  // a small component not proven optimal gets the whole program, a large one more than 0.5% short
  // of its bound the program restricted to the runs' pairs
  const programOf = (part: Part) => (part.pairs.length <= SMALL_PART ? part.pairs : part.support);
  const open = parts
    .filter((part) => !part.optimal && (part.pairs.length <= SMALL_PART || part.objective < (1 - CLOSE_ENOUGH) * part.bound))
    .sort((a, b) => programOf(a).length - programOf(b).length);
  let pairsLeft = open.reduce((n, part) => n + programOf(part).length, 0);
  for (const part of open) {
    const share = programOf(part).length / pairsLeft;
    pairsLeft -= programOf(part).length;
    const left = (deadline - performance.now()) / 1000;
    if (left * share < MIN_PART_S) break;
    Object.assign(part, improve(await highs(), instance, weights, lockedPairs, part, programOf(part), left * share));
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
