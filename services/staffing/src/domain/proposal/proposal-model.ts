import type { ProposalWeights } from '@app/contracts';
import { personWeek, type ProposalInstance } from './proposal-instance';

/**
 * The proposal as a mixed-integer program in CPLEX LP format (docs/planning-proposal.md 'The
 * model'), built from the eligible pairs only:
 * - x_i (binary): pair i is proposed; its points are matching's score;
 * - each cell at most one person; each person at most one cell per date and daypart; each person
 *   at most its dayparts left per week (contract hours and the pool's limit);
 * - y (0..1): one person on two consecutive open dayparts of a request, worth the continuity points;
 * - z (0..1): one person on every open daypart of a request in the period, worth the whole-request points;
 * - s_k (0..1): the k-th daypart of a person costs (k - 1) times the fairness points; the costs rise
 *   with k, so the solver fills them in order and the sum is the spread penalty.
 * Locked pairs are fixed to 1. `subset` (pair indices, in order) builds the program of those pairs
 * only (the pairs of a component the Lagrangian's runs took, proposal-solver.ts).
 */
export interface ProposalModel {
  lp: string;
  /** the pair indices in the program and their column names, in the same order */
  pairs: readonly number[];
  pairColumns: string[];
}

/** Terms on lines of a few each: the LP reader wants short lines. */
function expression(terms: readonly string[]): string {
  const lines: string[] = [];
  for (let i = 0; i < terms.length; i += 8) lines.push(terms.slice(i, i + 8).join(' + '));
  return lines.join('\n + ').replace(/\+ -/g, '- ');
}

const number = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(4));

export function buildModel(
  instance: ProposalInstance,
  weights: ProposalWeights,
  lockedPairs: ReadonlySet<number>,
  subset: readonly number[] = instance.pairs.map((_, i) => i),
): ProposalModel {
  const { cells } = instance;
  const objective: string[] = [];
  const rows: string[] = [];
  const bounds: string[] = [];
  const pairColumns = subset.map((i) => `x${i}`);
  for (const i of subset) objective.push(`${number(instance.pairs[i]!.score)} x${i}`);

  const byCell = new Map<number, number[]>();
  const bySlot = new Map<string, number[]>();
  const byWeek = new Map<string, number[]>();
  const byPerson = new Map<number, number[]>();
  const push = <K>(map: Map<K, number[]>, key: K, i: number) => {
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };
  for (const i of subset) {
    const p = instance.pairs[i]!;
    const cell = cells[p.cell]!;
    push(byCell, p.cell, i);
    push(bySlot, `${p.person}:${cell.slot}`, i);
    push(byWeek, personWeek(p.person, cell.week), i);
    push(byPerson, p.person, i);
  }
  let row = 0;
  const constraint = (terms: string[], sense: string) => rows.push(` r${row++}: ${expression(terms)} ${sense}`);
  for (const list of byCell.values())
    if (list.length > 1)
      constraint(
        list.map((i) => `x${i}`),
        '<= 1',
      );
  for (const list of bySlot.values())
    if (list.length > 1)
      constraint(
        list.map((i) => `x${i}`),
        '<= 1',
      );
  for (const [key, list] of byWeek) {
    const locked = list.filter((i) => lockedPairs.has(i)).length;
    // the planner's locks stand even past the limit: the rest of the week is then closed
    const left = Math.max(instance.capacity.get(key) ?? 0, locked);
    if (list.length > left)
      constraint(
        list.map((i) => `x${i}`),
        `<= ${left}`,
      );
  }
  for (const i of subset) if (lockedPairs.has(i)) constraint([`x${i}`], '= 1');

  const steps = fairness(instance, weights, byPerson, byWeek, objective, constraint, bounds);
  continuity(instance, subset, weights, steps, objective, constraint, bounds);

  const lp = [
    'Maximize',
    ` obj: ${objective.length ? expression(objective) : `0 ${pairColumns[0]}`}`,
    'Subject To',
    ...(rows.length ? rows : [` r0: ${pairColumns[0]} <= 1`]),
    'Bounds',
    ...pairColumns.map((c) => ` 0 <= ${c} <= 1`),
    ...bounds,
    ...(pairColumns.length ? ['Binary', ...pairColumns.map((c) => ` ${c}`)] : []),
    'End',
  ].join('\n');
  return { lp, pairs: subset, pairColumns };
}

type Constraint = (terms: string[], sense: string) => void;

/** y per consecutive pair of a request's cells and person, z per request and person who fits all its cells. */
function continuity(
  instance: ProposalInstance,
  subset: readonly number[],
  weights: ProposalWeights,
  steps: ReadonlyMap<number, readonly string[]>,
  objective: string[],
  constraint: Constraint,
  bounds: string[],
) {
  const pairAt = new Map<string, number>();
  const persons = new Map<number, number[]>();
  for (const i of subset) {
    const p = instance.pairs[i]!;
    pairAt.set(`${p.cell}:${p.person}`, i);
    persons.set(p.cell, [...(persons.get(p.cell) ?? []), p.person]);
  }
  const cellsOf = new Map<number, number[]>();
  for (const c of instance.cells) cellsOf.set(c.requestIndex, [...(cellsOf.get(c.requestIndex) ?? []), c.index]);
  let y = 0;
  let z = 0;
  for (const cells of cellsOf.values()) {
    if (cells.length < 2) continue;
    for (let k = 0; k + 1 < cells.length && weights.proposal_continuity_points > 0; k++)
      for (const person of persons.get(cells[k]!) ?? []) {
        const b = pairAt.get(`${cells[k + 1]}:${person}`);
        if (b === undefined) continue;
        const a = pairAt.get(`${cells[k]}:${person}`)!;
        objective.push(`${number(weights.proposal_continuity_points)} y${y}`);
        constraint([`y${y}`, `-1 x${a}`], '<= 0');
        constraint([`y${y}`, `-1 x${b}`], '<= 0');
        bounds.push(` 0 <= y${y} <= 1`);
        y++;
      }
    if (weights.proposal_whole_request_points <= 0) continue;
    for (const person of persons.get(cells[0]!) ?? []) {
      const all = cells.map((c) => pairAt.get(`${c}:${person}`));
      if (all.some((i) => i === undefined)) continue;
      objective.push(`${number(weights.proposal_whole_request_points)} z${z}`);
      for (const i of all) constraint([`z${z}`, `-1 x${i}`], '<= 0');
      // the whole request on one person takes its first |cells| fairness steps: a cut that keeps
      // every whole proposal's value and stops the relaxation sharing a request at half the cost
      for (const step of steps.get(person)?.slice(0, cells.length - 1) ?? []) constraint([`z${z}`, `-1 ${step}`], '<= 0');
      bounds.push(` 0 <= z${z} <= 1`);
      z++;
    }
  }
}

/**
 * s_k for the second and later dayparts of a person, as many as the person can get at most; the
 * step columns per person, k = 2 first.
 */
function fairness(
  instance: ProposalInstance,
  weights: ProposalWeights,
  byPerson: Map<number, number[]>,
  byWeek: Map<string, number[]>,
  objective: string[],
  constraint: Constraint,
  bounds: string[],
): Map<number, string[]> {
  const stepsOf = new Map<number, string[]>();
  if (weights.proposal_fairness_points <= 0) return stepsOf;
  const most = new Map<number, number>();
  for (const [key, list] of byWeek) {
    const person = Number(key.slice(0, key.indexOf(':')));
    most.set(person, (most.get(person) ?? 0) + Math.min(list.length, Math.max(instance.capacity.get(key) ?? 0, 1)));
  }
  let s = 0;
  for (const [person, list] of byPerson) {
    const top = Math.min(list.length, most.get(person) ?? list.length);
    if (top < 2) continue;
    const steps: string[] = [];
    for (let k = 2; k <= top; k++) {
      objective.push(`-${number(weights.proposal_fairness_points * (k - 1))} s${s}`);
      bounds.push(` 0 <= s${s} <= 1`);
      steps.push(`s${s}`);
      s++;
    }
    constraint([...list.map((i) => `x${i}`), ...steps.map((step) => `-1 ${step}`)], '<= 1');
    stepsOf.set(person, steps);
  }
  return stepsOf;
}
