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
  /** the pairs of this person on the request's cells, and those cells */
  pairs: number[];
  cells: number[];
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

/** Per request (its cells are consecutive in the instance): its first cell, its number of cells and its weeks; per cell its week's place among them. */
function requestShapes(instance: ProposalInstance) {
  const first = new Map<number, number>();
  const count = new Map<number, number>();
  const weeks = new Map<number, string[]>();
  const weekOfCell = new Int32Array(instance.cells.length);
  for (const c of instance.cells) {
    if (!first.has(c.requestIndex)) first.set(c.requestIndex, c.index);
    count.set(c.requestIndex, (count.get(c.requestIndex) ?? 0) + 1);
    let list = weeks.get(c.requestIndex);
    if (!list) weeks.set(c.requestIndex, (list = []));
    let at = list.indexOf(c.week);
    if (at < 0) at = list.push(c.week) - 1;
    weekOfCell[c.index] = at;
  }
  return { first, count, weeks, weekOfCell };
}

/** The pairs kept by the dominance rule, in pair order; locked pairs and their persons always stay. */
export function undominatedPairs(instance: ProposalInstance, lockedPairs: ReadonlySet<number>): number[] {
  const { pairs, cells } = instance;
  const cellsOfPerson = new Map<number, number[]>();
  const byRequest = new Map<number, Map<number, Candidate>>();
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i]!;
    const request = cells[pair.cell]!.requestIndex;
    push(cellsOfPerson, pair.person, pair.cell);
    let candidates = byRequest.get(request);
    if (!candidates) byRequest.set(request, (candidates = new Map()));
    let candidate = candidates.get(pair.person);
    if (!candidate)
      candidates.set(
        pair.person,
        (candidate = { person: pair.person, score: pair.score, pairs: [], cells: [], mask: new Uint32Array(0), need: [], caps: [] }),
      );
    candidate.pairs.push(i);
    candidate.cells.push(pair.cell);
  }
  const lockedPersons = new Set([...lockedPairs].map((i) => `${cells[pairs[i]!.cell]!.requestIndex}:${pairs[i]!.person}`));
  const dropped = new Uint8Array(pairs.length);
  const stamp = new Int32Array(cells.length);
  const shapes = requestShapes(instance);
  for (const [request, candidates] of byRequest) {
    const first = shapes.first.get(request)!;
    const weeks = shapes.weeks.get(request)!;
    const words = Math.ceil(shapes.count.get(request)! / 32);
    for (const q of candidates.values()) {
      q.mask = new Uint32Array(words);
      q.need = weeks.map(() => 0);
      for (const c of q.cells) {
        q.mask[(c - first) >> 5]! |= 1 << ((c - first) & 31);
        q.need[shapes.weekOfCell[c]!]!++;
      }
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
    for (let at = 0; at < ranked.length; at++) {
      const q = ranked[at]!;
      if (lockedPersons.has(`${request}:${q.person}`)) continue;
      let dominators = 0;
      for (let k = 0; k < at && dominators < reach; k++) if (dominates(ranked[k]!, q)) dominators++;
      if (dominators >= reach) for (const i of q.pairs) dropped[i] = 1;
    }
  }
  const kept: number[] = [];
  for (let i = 0; i < pairs.length; i++) if (!dropped[i]) kept.push(i);
  return kept;
}

/** The pairs split into the connected parts of the cell-person graph, each in pair order. */
export function components(instance: ProposalInstance, kept: readonly number[]): number[][] {
  // union-find over the cells (0 .. cells-1) and the persons after them
  const cellCount = instance.cells.length;
  const node = new Map<number, number>();
  const personNode = (person: number) => {
    let at = node.get(person);
    if (at === undefined) node.set(person, (at = cellCount + node.size));
    return at;
  };
  for (const i of kept) personNode(instance.pairs[i]!.person);
  const parent = Int32Array.from({ length: cellCount + node.size }, (_, i) => i);
  const find = (start: number): number => {
    let root = start;
    while (parent[root] !== root) root = parent[root]!;
    // path compression keeps the chains short
    for (let at = start; at !== root;) {
      const up = parent[at]!;
      parent[at] = root;
      at = up;
    }
    return root;
  };
  for (const i of kept) {
    const pair = instance.pairs[i]!;
    const a = find(pair.cell);
    const b = find(personNode(pair.person));
    if (a !== b) parent[a] = b;
  }
  const parts = new Map<number, number[]>();
  for (const i of kept) push(parts, find(instance.pairs[i]!.cell), i);
  return [...parts.values()];
}
