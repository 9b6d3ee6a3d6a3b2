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
  /** the cells as bits of the request's cells (32 a word), and per week of the request what the person needs and may take */
  mask: Uint32Array;
  need: number[];
  caps: number[];
}

const push = <K>(map: Map<K, number[]>, key: K, value: number) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

function dominates(p: Candidate, q: Candidate): boolean {
  for (let w = 0; w < q.mask.length; w++) if ((q.mask[w]! & ~p.mask[w]!) !== 0) return false;
  for (let w = 0; w < q.need.length; w++) if (p.caps[w]! < q.need[w]!) return false;
  return true;
}

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
      mask: new Uint32Array(0),
      need: [],
      caps: [],
    };
    candidates.set(pair.person, candidate);
    candidate.pairs.push(i);
    candidate.cells.add(pair.cell);
    candidate.perWeek.set(cell.week, (candidate.perWeek.get(cell.week) ?? 0) + 1);
  });
  const lockedPersons = new Set([...lockedPairs].map((i) => `${cells[pairs[i]!.cell]!.requestIndex}:${pairs[i]!.person}`));
  const dropped = new Set<number>();
  const stamp = new Int32Array(cells.length);
  const firstCell = new Map<number, number>();
  const weeksOf = new Map<number, string[]>();
  for (const c of [...cells].reverse()) firstCell.set(c.requestIndex, c.index);
  for (const c of cells) {
    const weeks = weeksOf.get(c.requestIndex) ?? [];
    if (!weeks.includes(c.week)) weeks.push(c.week);
    weeksOf.set(c.requestIndex, weeks);
  }
  for (const [request, candidates] of byRequest) {
    const first = firstCell.get(request)!;
    const weeks = weeksOf.get(request)!;
    const words = Math.ceil(cells.filter((c) => c.requestIndex === request).length / 32);
    for (const q of candidates.values()) {
      q.mask = new Uint32Array(words);
      for (const c of q.cells) q.mask[(c - first) >> 5]! |= 1 << ((c - first) & 31);
      q.need = weeks.map((week) => q.perWeek.get(week) ?? 0);
      q.caps = weeks.map((week) => instance.capacity.get(personWeek(q.person, week)) ?? 0);
    }
    // the cells any candidate of the request can take, counted through a stamp per cell
    let reach = 0;
    for (const person of candidates.keys())
      for (const cell of cellsOfPerson.get(person)!)
        if (stamp[cell] !== request + 1) {
          stamp[cell] = request + 1;
          reach++;
        }
    const ranked = [...candidates.values()].sort((a, b) => b.score - a.score || a.person - b.person);
    ranked.forEach((q, at) => {
      if (lockedPersons.has(`${request}:${q.person}`)) return;
      let dominators = 0;
      for (let k = 0; k < at && dominators < reach; k++) if (dominates(ranked[k]!, q)) dominators++;
      if (dominators >= reach) q.pairs.forEach((i) => dropped.add(i));
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
