import highsLoader from 'highs';
import { PROPOSAL_WEIGHT_DEFAULTS } from '@app/contracts';
import { personWeek, type ProposalInstance } from './proposal-instance';
import { componentOf, lagrangeBound } from './proposal-lagrange';
import { buildModel } from './proposal-model';
import { components, undominatedPairs } from './proposal-reduce';
import { objectiveOf, solveProposal } from './proposal-solver';

/**
 * The week proposal's solver (ADR 0243) on generated instances, against HiGHS's exact optimum of
 * the whole program: the Lagrangian bound is never below it, the proposal never above it and
 * within 1% of the bound, and every proposal keeps the program's rows (each cell one person, one
 * cell per person's date and daypart, the dayparts left per week) and the planner's locks.
 */
const WEIGHTS = { ...PROPOSAL_WEIGHT_DEFAULTS };
const DATES = ['2027-06-14', '2027-06-15', '2027-06-16', '2027-06-17', '2027-06-18'];

function generated(seed: number, requestCount: number, personCount: number): ProposalInstance {
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  const cells: ProposalInstance['cells'] = [];
  const pairs: ProposalInstance['pairs'] = [];
  const capacity = new Map<string, number>();
  for (let r = 0; r < requestCount; r++) {
    const first = cells.length;
    const mornings = next() < 0.5;
    const size = 2 + Math.floor(next() * 4);
    for (let k = 0; k < size; k++) {
      const date = DATES[mornings ? k : Math.floor(k / 2)]!;
      const daypart = (mornings ? 1 : (k % 2) + 1) as 1 | 2;
      cells.push({ index: cells.length, requestIndex: r, date, daypart, slot: `${date}:${daypart}`, week: DATES[0]! });
    }
    for (let p = 1; p <= personCount; p++) {
      if (next() < 0.5) continue;
      const score = 20 + Math.floor(next() * 200) / 2;
      for (let c = first; c < cells.length; c++) if (next() < 0.85) pairs.push({ cell: c, person: p, score });
    }
  }
  for (let p = 1; p <= personCount; p++) capacity.set(personWeek(p, DATES[0]!), 2 + Math.floor(next() * 8));
  return { requests: [], judged: [], cells, pairs, capacity, excluded: cells.map(() => new Map()), names: new Map() };
}

async function exactOptimum(instance: ProposalInstance, locked: ReadonlySet<number> = new Set()): Promise<number> {
  const highs = await highsLoader();
  const result = highs.solve(buildModel(instance, WEIGHTS, locked).lp, { mip_rel_gap: 0, output_flag: false });
  expect(result.Status).toBe('Optimal');
  return result.ObjectiveValue;
}

function expectFeasible(instance: ProposalInstance, chosen: readonly number[]) {
  const cells = new Set<number>();
  const slots = new Set<string>();
  const week = new Map<string, number>();
  for (const i of chosen) {
    const pair = instance.pairs[i]!;
    const cell = instance.cells[pair.cell]!;
    expect(cells.has(pair.cell)).toBe(false);
    cells.add(pair.cell);
    expect(slots.has(`${pair.person}:${cell.slot}`)).toBe(false);
    slots.add(`${pair.person}:${cell.slot}`);
    const key = personWeek(pair.person, cell.week);
    week.set(key, (week.get(key) ?? 0) + 1);
  }
  for (const [key, n] of week) expect(n).toBeLessThanOrEqual(instance.capacity.get(key)!);
}

describe('the week proposal solver on generated instances', () => {
  it('never bounds below the exact optimum, from the first subgradient step on', async () => {
    for (const seed of [3, 11, 29]) {
      const instance = generated(seed, 6, 24);
      const optimum = await exactOptimum(instance);
      const parts = components(instance, undominatedPairs(instance, new Set())).map((part) =>
        componentOf(instance, WEIGHTS, new Set(), part),
      );
      for (const iterations of [1, 10, 200]) {
        let bound = 0;
        for (const component of parts) bound += lagrangeBound(component, () => 0, { iterations, grid: 0 }).bound;
        expect(bound).toBeGreaterThanOrEqual(optimum - 1e-6);
      }
    }
  });

  it('proposes under every row of the program, within 0.1% of the exact optimum and at least 99% of its bound', async () => {
    for (const seed of [5, 17, 41]) {
      const instance = generated(seed, 8, 30);
      const optimum = await exactOptimum(instance);
      const solution = await solveProposal(instance, WEIGHTS, new Set(), 10);
      expectFeasible(instance, solution.chosen);
      expect(objectiveOf(instance, WEIGHTS, solution.chosen)).toBeCloseTo(solution.objective, 6);
      expect(solution.objective).toBeLessThanOrEqual(optimum + 1e-6);
      expect(solution.bound).toBeGreaterThanOrEqual(optimum - 1e-6);
      expect(solution.objective).toBeGreaterThanOrEqual(0.99 * solution.bound);
      // within 0.1% of the optimum (HiGHS proves it on small components when the machine leaves it the time)
      expect(solution.objective).toBeGreaterThanOrEqual(0.999 * optimum);
      if (solution.optimal) expect(solution.bound).toBe(solution.objective);
    }
  });

  it('keeps a locked cell on its person, even on someone the best proposal would not pick', async () => {
    const instance = generated(7, 6, 24);
    const free = await solveProposal(instance, WEIGHTS, new Set(), 10);
    const lock = instance.pairs.findIndex((p, i) => !free.chosen.includes(i) && p.score < 40);
    const locked = new Set([lock]);
    const solution = await solveProposal(instance, WEIGHTS, locked, 10);
    expect(solution.chosen).toContain(lock);
    expectFeasible(instance, solution.chosen);
    expect(solution.objective).toBeCloseTo(await exactOptimum(instance, locked), 6);
  });

  it('still proposes under every row, bounded, when the time limit has passed before HiGHS could start', async () => {
    const instance = generated(13, 8, 30);
    const solution = await solveProposal(instance, WEIGHTS, new Set(), 1e-9);
    expectFeasible(instance, solution.chosen);
    expect(solution.chosen.length).toBeGreaterThan(0);
    expect(solution.bound).toBeGreaterThanOrEqual((await exactOptimum(instance)) - 1e-6);
  });
});
