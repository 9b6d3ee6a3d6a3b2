import { personWeek, type ProposalInstance } from './proposal-instance';

/**
 * Exact reductions of the proposal's program before HiGHS sees it (docs/planning-proposal.md
 * 'Reductions', ADR 0215): both keep the optimum, so the bound of the reduced program bounds the
 * whole one.
 *
 * Dominance: person q leaves request r when at least |U| other persons each dominate q on r
 * (score at least q's, eligible on every cell of r q is eligible on, enough dayparts left in each
 * week for those cells, and first in a fixed order), U being the cells any candidate of r can
 * take. In an optimal proposal using q on r, q and the used dominators each hold a cell of U, so
 * one dominator is unused; moving q's cells of r to it loses no score, continuity nor hours, and
 * costs no more fairness (the cost is convex), so an optimal proposal without q on r exists.
 *
 * Components: pairs sharing no cell and no person never meet in a row, so each connected part of
 * the cell-person graph is a program of its own.
 */

interface Candidate {
  person: number;
  score: number;
  /** the pairs of this person on the request's cells */
  pairs: number[];
  cells: Set<number>;
  /** the person's cells of the request per week */
  perWeek: Map<string, number>;
}

const push = <K>(map: Map<K, number[]>, key: K, value: number) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const dominates = (instance: ProposalInstance, p: Candidate, q: Candidate) =>
  [...q.cells].every((c) => p.cells.has(c)) &&
  [...q.perWeek].every(([week, n]) => (instance.capacity.get(personWeek(p.person, week)) ?? 0) >= n);

/** The pairs kept by the dominance rule, in pair order; locked pairs and their persons always stay. */
export function undominatedPairs(instance: ProposalInstance, lockedPairs: ReadonlySet<number>): number[] {
  const { pairs, cells } = instance;
  const cellsOfPerson = new Map<number, number[]>();
  const byRequest = new Map<number, Map<number, Candidate>>();
  pairs.forEach((pair, i) => {
    const cell = cells[pair.cell]!;
    push(cellsOfPerson, pair.person, pair.cell);
    const candidates = byRequest.get(cell.requestIndex) ?? new Map<number, Candidate>();
    byRequest.set(cell.requestIndex, candidates);
    const candidate = candidates.get(pair.person) ?? {
      person: pair.person,
      score: pair.score,
      pairs: [],
      cells: new Set<number>(),
      perWeek: new Map<string, number>(),
    };
    candidates.set(pair.person, candidate);
    candidate.pairs.push(i);
    candidate.cells.add(pair.cell);
    candidate.perWeek.set(cell.week, (candidate.perWeek.get(cell.week) ?? 0) + 1);
  });
  const lockedPersons = new Set([...lockedPairs].map((i) => `${cells[pairs[i]!.cell]!.requestIndex}:${pairs[i]!.person}`));
  const dropped = new Set<number>();
  for (const [request, candidates] of byRequest) {
    const reach = new Set<number>();
    for (const person of candidates.keys()) for (const cell of cellsOfPerson.get(person)!) reach.add(cell);
    const ranked = [...candidates.values()].sort((a, b) => b.score - a.score || a.person - b.person);
    ranked.forEach((q, at) => {
      if (lockedPersons.has(`${request}:${q.person}`)) return;
      let dominators = 0;
      for (let k = 0; k < at && dominators < reach.size; k++) if (dominates(instance, ranked[k]!, q)) dominators++;
      if (dominators >= reach.size) q.pairs.forEach((i) => dropped.add(i));
    });
  }
  return pairs.flatMap((_, i) => (dropped.has(i) ? [] : [i]));
}

/** The pairs split into the connected parts of the cell-person graph, each in pair order. */
export function components(instance: ProposalInstance, kept: readonly number[]): number[][] {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    for (let up = parent.get(root); up !== undefined && up !== root; up = parent.get(root)) root = up;
    // path compression keeps the chains short
    for (let at = key; at !== root;) {
      const up = parent.get(at)!;
      parent.set(at, root);
      at = up;
    }
    return root;
  };
  for (const i of kept) {
    const pair = instance.pairs[i]!;
    const a = find(`c${pair.cell}`);
    const b = find(`p${pair.person}`);
    if (a !== b) parent.set(a, b);
  }
  const parts = new Map<string, number[]>();
  for (const i of kept) {
    const root = find(`c${instance.pairs[i]!.cell}`);
    push(parts, root, i);
  }
  return [...parts.values()];
}
