import highsLoader, { type Highs } from 'highs';
import type { ProposalWeights } from '@app/contracts';
import type { ProposalInstance } from './proposal-instance';
import { buildModel } from './proposal-model';

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

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Solves the proposal's program to proven optimality (no relative gap) within `timeLimitS`; when
 * the limit stops it first, the best solution found stands and the LP relaxation gives the bound.
 * Without any solution it throws ProposalUnsolved (the flow answers the solver-failed 422).
 */
export async function solveProposal(
  instance: ProposalInstance,
  weights: ProposalWeights,
  lockedPairs: ReadonlySet<number>,
  timeLimitS: number,
): Promise<ProposalSolution> {
  if (!instance.pairs.length) return { chosen: [], objective: 0, bound: 0, optimal: true };
  const solver = await highs();
  const model = buildModel(instance, weights, lockedPairs, true);
  const result = solveWith(solver, model.lp, { mip_rel_gap: 0, time_limit: timeLimitS, output_flag: false });
  const hasSolution = result.Status === 'Optimal' || (result.Status === 'Time limit reached' && Number.isFinite(result.ObjectiveValue));
  if (!hasSolution) throw new ProposalUnsolved(result.Status);
  const chosen = model.pairColumns.flatMap((c, i) => ((result.Columns[c]?.Primal ?? 0) > 0.5 ? [i] : []));
  const objective = round2(result.ObjectiveValue);
  if (result.Status === 'Optimal') return { chosen, objective, bound: objective, optimal: true };
  const relaxed = solveWith(solver, buildModel(instance, weights, lockedPairs, false).lp, { output_flag: false });
  if (relaxed.Status !== 'Optimal') throw new ProposalUnsolved(relaxed.Status);
  return { chosen, objective, bound: Math.ceil(relaxed.ObjectiveValue * 100) / 100, optimal: false };
}
