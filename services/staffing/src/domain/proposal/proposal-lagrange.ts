import type { ProposalWeights } from '@app/contracts';
import { personWeek, type ProposalInstance } from './proposal-instance';

/**
 * One component of the proposal's program seen as requests' runs (ADR 0243): a person on a request
 * takes a set of its cells, worth the scores, the continuity of each two consecutive cells and the
 * whole request; the person's fairness cost is convex in the dayparts taken. Two uses:
 * - the Lagrangian bound: the cell rows (each cell one person), the person's slot rows (one cell per
 *   date and daypart) and, for a person with cells in several weeks, the week rows are priced by
 *   multipliers; what is left falls apart per person and per request into a dynamic programme over
 *   the request's cells, exact, so every multiplier vector gives a true upper bound of the program.
 *   A subgradient method lowers it. Unlike the LP relaxation of the program, a run is whole, so the
 *   continuity columns cannot be shared at half a person each.
 * - a proposal under every hard rule: the persons' runs at the multipliers, made feasible, then
 *   improved by moves of one cell or of a whole request to another person (local search).
 */

export interface Component {
  instance: ProposalInstance;
  weights: ProposalWeights;
  pairs: readonly number[];
  /** per person (local index): its blocks */
  blocksOf: Block[][];
  blocks: Block[];
  /** cells of the component (instance indices) */
  cells: number[];
  /** local index of an instance cell, -1 outside */
  cellAt: Map<number, number>;
  /** per local cell: the pairs on it */
  pairsAt: number[][];
  /** the locked pair of a local cell, or -1 */
  lockedAt: Int32Array;
  /** per person: the local index of each of its `person:week` rows, their dayparts left */
  weekCap: number[];
  weekOfPair: Int32Array;
  /** per pair (instance index): its block in `blocks` */
  blockOfPair: Int32Array;
  /** per pair (instance index): local person, slot row (-1 when the person has one cell there), local cell */
  personOfPair: Int32Array;
  slotOfPair: Int32Array;
  cellOfPair: Int32Array;
  /** per pair: the person's date and daypart (every one, for the proposal's search) */
  placeOfPair: Int32Array;
  places: number;
  /** slot rows' persons (a person's date and daypart with two cells or more) */
  slotRows: number;
  /** week rows priced (a person with cells in several weeks), per week row: whether priced */
  weekPriced: Uint8Array;
  /** per person: the dayparts it may take in all, the sum over its weeks */
  totalCap: number[];
  persons: number[];
}

/** A person on one request: the request's cells in order, the person's pair on each or -1. */
export interface Block {
  /** in the component's blocks */
  index: number;
  person: number;
  request: number;
  cells: number[];
  pairs: Int32Array;
  locked: Uint8Array;
  /** a pair on every cell: the whole request can be taken */
  full: boolean;
  anyLocked: boolean;
}

export function componentOf(
  instance: ProposalInstance,
  weights: ProposalWeights,
  lockedPairs: ReadonlySet<number>,
  pairs: readonly number[],
): Component {
  const size = instance.pairs.length;
  const personOfPair = new Int32Array(size).fill(-1);
  const slotOfPair = new Int32Array(size).fill(-1);
  const cellOfPair = new Int32Array(size).fill(-1);
  const weekOfPair = new Int32Array(size).fill(-1);
  const blockOfPair = new Int32Array(size).fill(-1);
  const personAt = new Map<number, number>();
  const persons: number[] = [];
  const cells: number[] = [];
  const cellAt = new Map<number, number>();
  const pairsAt: number[][] = [];
  const blockAt = new Map<string, Block>();
  const blocks: Block[] = [];
  const blocksOf: Block[][] = [];
  const slotCount = new Map<string, number>();
  const weekAt = new Map<string, number>();
  const weekCap: number[] = [];
  const weeksOf: Set<string>[] = [];
  const cellsOfRequest = new Map<number, number[]>();
  for (const c of instance.cells) {
    const list = cellsOfRequest.get(c.requestIndex);
    if (list) list.push(c.index);
    else cellsOfRequest.set(c.requestIndex, [c.index]);
  }
  const lockedIn = new Map<string, number>();
  for (const i of lockedPairs) {
    const key = personWeek(instance.pairs[i]!.person, instance.cells[instance.pairs[i]!.cell]!.week);
    lockedIn.set(key, (lockedIn.get(key) ?? 0) + 1);
  }
  const lockedCells = new Set([...lockedPairs].map((i) => instance.pairs[i]!.cell));
  for (const i of pairs) {
    const pair = instance.pairs[i]!;
    // a locked cell is its person's only: another pair on it is in no feasible proposal
    if (lockedCells.has(pair.cell) && !lockedPairs.has(i)) continue;
    const cell = instance.cells[pair.cell]!;
    let p = personAt.get(pair.person);
    if (p === undefined) {
      p = persons.length;
      personAt.set(pair.person, p);
      persons.push(pair.person);
      blocksOf.push([]);
      weeksOf.push(new Set());
    }
    let c = cellAt.get(pair.cell);
    if (c === undefined) {
      c = cells.length;
      cellAt.set(pair.cell, c);
      cells.push(pair.cell);
      pairsAt.push([]);
    }
    pairsAt[c]!.push(i);
    personOfPair[i] = p;
    cellOfPair[i] = c;
    const weekKey = personWeek(pair.person, cell.week);
    let w = weekAt.get(weekKey);
    if (w === undefined) {
      w = weekCap.length;
      weekAt.set(weekKey, w);
      // the planner's locks stand even past the week's limit
      weekCap.push(Math.max(instance.capacity.get(weekKey) ?? 0, lockedIn.get(weekKey) ?? 0));
    }
    weekOfPair[i] = w;
    weeksOf[p]!.add(weekKey);
    const slotKey = `${p}:${cell.slot}`;
    slotCount.set(slotKey, (slotCount.get(slotKey) ?? 0) + 1);
    const blockKey = `${p}:${cell.requestIndex}`;
    let block = blockAt.get(blockKey);
    if (!block) {
      const requestCells = cellsOfRequest.get(cell.requestIndex)!;
      block = {
        index: blocks.length,
        person: p,
        request: cell.requestIndex,
        cells: requestCells,
        pairs: new Int32Array(requestCells.length).fill(-1),
        locked: new Uint8Array(requestCells.length),
        full: false,
        anyLocked: false,
      };
      blockAt.set(blockKey, block);
      blocks.push(block);
      blocksOf[p]!.push(block);
    }
    const at = block.cells.indexOf(pair.cell);
    block.pairs[at] = i;
    blockOfPair[i] = block.index;
    if (lockedPairs.has(i)) block.locked[at] = 1;
  }
  for (const block of blocks) {
    block.full = !block.pairs.includes(-1);
    block.anyLocked = block.locked.includes(1);
  }
  const slotRow = new Map<string, number>();
  for (const [key, n] of slotCount) if (n > 1) slotRow.set(key, slotRow.size);
  const place = new Map([...slotCount.keys()].map((key, at) => [key, at]));
  const placeOfPair = new Int32Array(size).fill(-1);
  const lockedAt = new Int32Array(cells.length).fill(-1);
  for (const block of blocks)
    block.pairs.forEach((i, at) => {
      if (i < 0) return;
      const key = `${block.person}:${instance.cells[block.cells[at]!]!.slot}`;
      slotOfPair[i] = slotRow.get(key) ?? -1;
      placeOfPair[i] = place.get(key)!;
      if (block.locked[at]) lockedAt[cellOfPair[i]!] = i;
    });
  const weekPriced = new Uint8Array(weekCap.length);
  const totalCap = persons.map(() => 0);
  for (const [key, w] of weekAt) {
    const p = personAt.get(Number(key.slice(0, key.indexOf(':'))))!;
    totalCap[p]! += weekCap[w]!;
    if (weeksOf[p]!.size > 1) weekPriced[w] = 1;
  }
  const kept = pairs.filter((i) => personOfPair[i]! >= 0);
  return {
    instance,
    weights,
    pairs: kept,
    blocksOf,
    blocks,
    cells,
    cellAt,
    pairsAt,
    lockedAt,
    weekCap,
    weekOfPair,
    blockOfPair,
    personOfPair,
    slotOfPair,
    cellOfPair,
    placeOfPair,
    places: place.size,
    slotRows: slotRow.size,
    weekPriced,
    totalCap,
    persons,
  };
}

const NONE = -Infinity;
/** the bound's steps stop when the last STALL_WINDOW of them lowered it by less than STALL_SHARE of it */
const STALL_WINDOW = 25;
const STALL_SHARE = 1e-4;

/** The dynamic programme's rows, grown to the widest block and reused (no garbage per step). */
const rows = { off: new Float64Array(0), on: new Float64Array(0), nextOff: new Float64Array(0), nextOn: new Float64Array(0) };
let trace = new Uint8Array(0);

/**
 * The best value of a block per number of cells taken (0 .. `top`), each pair worth `worth[pair]`,
 * into `out` from `at`: a dynamic programme over the request's cells (taken or not, the previous
 * one taken or not), the whole request's points on the full set. With `taken`, the best set of
 * `k` cells is marked there instead.
 */
function blockValues(
  component: Component,
  block: Block,
  worth: Float64Array,
  top: number,
  out: Float64Array,
  at: number,
  taken?: { set: Uint8Array; k: number },
) {
  const { proposal_continuity_points: cont, proposal_whole_request_points: whole } = component.weights;
  const m = block.cells.length;
  const width = top + 1;
  if (rows.off.length < width)
    for (const key of ['off', 'on', 'nextOff', 'nextOn'] as const) rows[key] = new Float64Array(Math.max(width, 2 * rows.off.length));
  if (taken && trace.length < (m + 1) * width * 2) trace = new Uint8Array((m + 1) * width * 2);
  let { off, on, nextOff, nextOn } = rows;
  off.fill(NONE, 0, width);
  on.fill(NONE, 0, width);
  off[0] = 0;
  for (let j = 0; j < m; j++) {
    nextOff.fill(NONE, 0, width);
    nextOn.fill(NONE, 0, width);
    const pair = block.pairs[j]!;
    const w = pair >= 0 ? worth[pair]! : 0;
    for (let k = 0; k <= top; k++) {
      const a = off[k]!;
      const b = on[k]!;
      if (!block.locked[j]) {
        nextOff[k] = a > b ? a : b;
        if (taken) trace[(j * width + k) * 2] = b > a ? 1 : 0;
      }
      if (pair >= 0 && k < top) {
        const fromOff = a + w;
        const fromOn = b + w + cont;
        nextOn[k + 1] = fromOff > fromOn ? fromOff : fromOn;
        if (taken) trace[(j * width + k + 1) * 2 + 1] = fromOn > fromOff ? 1 : 0;
      }
    }
    [off, nextOff] = [nextOff, off];
    [on, nextOn] = [nextOn, on];
  }
  for (let k = 0; k <= top; k++) {
    const v = off[k]! > on[k]! ? off[k]! : on[k]!;
    out[at + k] = k === m && m >= 2 && v > NONE ? v + whole : v;
  }
  if (!taken) return;
  let count = taken.k;
  let last = on[count]! > off[count]! ? 1 : 0;
  for (let j = m - 1; j >= 0; j--) {
    const previous = trace[(j * width + count) * 2 + last]!;
    if (last) {
      taken.set[block.pairs[j]!] = 1;
      count--;
    }
    last = previous;
  }
}

export interface Bound {
  /** the best (lowest) Lagrangian bound found */
  bound: number;
  /** how often each pair was in the persons' best runs in the last steps (25 to 50), as a guide for the proposal */
  guide: Float64Array;
}

/** The fairness cost of a person's n dayparts. */
export const fairnessOf = (weights: ProposalWeights, n: number) => (weights.proposal_fairness_points * n * (n - 1)) / 2;

/**
 * The Lagrangian bound of the component (subgradient method, Polyak steps towards `target`, the
 * best proposal's objective), at most `iterations` steps; it stops early once the bound is
 * within `grid` (the step every proposal's objective is a multiple of) of the target, or when
 * 25 steps lowered it by less than 0.01%. Returns the
 * lowest bound and how often each pair was in the persons' runs in the last steps.
 */
export function lagrangeBound(component: Component, target: () => number, options: { iterations: number; grid: number }): Bound {
  const { iterations, grid } = options;
  const { instance, blocksOf, cells, pairs, slotRows, weekCap, weekPriced, totalCap } = component;
  const lambda = new Float64Array(cells.length);
  const mu = new Float64Array(slotRows);
  const nu = new Float64Array(weekCap.length);
  // a cell's price starts at its best candidate's score: the persons then want only the cells
  // where they stand out
  for (const i of pairs) {
    const c = component.cellOfPair[i]!;
    lambda[c] = Math.max(lambda[c]!, instance.pairs[i]!.score * 0.8);
  }
  const { proposal_continuity_points: cont, proposal_whole_request_points: whole } = component.weights;
  const { blockOfPair } = component;
  const reach = new Float64Array(component.blocks.length);
  const sum = new Float64Array(component.blocks.length);
  const worth = new Float64Array(instance.pairs.length);
  // the runs of the last one or two windows of steps: `recent` counts the current window
  let older = new Float64Array(instance.pairs.length);
  let recent = new Float64Array(instance.pairs.length);
  const taken = new Uint8Array(instance.pairs.length);
  const cellUse = new Float64Array(cells.length);
  const slotUse = new Float64Array(slotRows);
  const weekUse = new Float64Array(weekCap.length);
  let best = Infinity;
  const history = new Float64Array(STALL_WINDOW);
  let theta = 1;
  let stale = 0;
  for (let it = 0; it < iterations; it++) {
    for (const i of pairs) {
      const slot = component.slotOfPair[i]!;
      const week = component.weekOfPair[i]!;
      worth[i] =
        instance.pairs[i]!.score - lambda[component.cellOfPair[i]!]! - (slot >= 0 ? mu[slot]! : 0) - (weekPriced[week] ? nu[week]! : 0);
    }
    let value = 0;
    for (let c = 0; c < cells.length; c++) value += lambda[c]!;
    for (let s = 0; s < slotRows; s++) value += mu[s]!;
    for (let w = 0; w < weekCap.length; w++) if (weekPriced[w]) value += nu[w]! * weekCap[w]!;
    taken.fill(0);
    // a person whose every block is worth nothing at these prices takes nothing, value 0: a run of a
    // block is worth at most its cells' worth and continuity when positive, or the whole request
    reach.fill(0);
    sum.fill(0);
    for (const i of pairs) {
      const b = blockOfPair[i]!;
      const w = worth[i]! + cont;
      if (w > 0) reach[b]! += w;
      sum[b]! += w;
    }
    for (let p = 0; p < blocksOf.length; p++) {
      const blocks = blocksOf[p]!;
      let promising = false;
      for (let b = 0; b < blocks.length && !promising; b++) {
        const block = blocks[b]!;
        promising = block.anyLocked || reach[block.index]! > 0 || (block.full && sum[block.index]! - cont + whole > 0);
      }
      if (promising) value += bestOfPerson(component, blocks, worth, totalCap[p]!, taken);
    }
    if (value < best) {
      best = value;
      stale = 0;
    } else if (++stale >= 8) {
      theta /= 2;
      stale = 0;
    }
    if (it % STALL_WINDOW === 0 && it > 0) {
      [older, recent] = [recent, older];
      recent.fill(0);
    }
    cellUse.fill(0);
    slotUse.fill(0);
    weekUse.fill(0);
    for (const i of pairs)
      if (taken[i]) {
        cellUse[component.cellOfPair[i]!]!++;
        const slot = component.slotOfPair[i]!;
        if (slot >= 0) slotUse[slot]!++;
        weekUse[component.weekOfPair[i]!]!++;
        recent[i]!++;
      }
    let norm = 0;
    for (let c = 0; c < cells.length; c++) norm += (1 - cellUse[c]!) ** 2 * (cellUse[c]! > 1 || lambda[c]! > 0 ? 1 : 0);
    for (let s = 0; s < slotRows; s++) norm += (1 - slotUse[s]!) ** 2 * (slotUse[s]! > 1 || mu[s]! > 0 ? 1 : 0);
    for (let w = 0; w < weekCap.length; w++)
      if (weekPriced[w]) norm += (weekCap[w]! - weekUse[w]!) ** 2 * (weekUse[w]! > weekCap[w]! || nu[w]! > 0 ? 1 : 0);
    const gap = value - target();
    // below one step of the objective's grid above the best proposal, the rounded bound is that proposal
    if (norm === 0 || best - target() < grid - 1e-6 || theta < 1e-3) break;
    // the steps' tail lowers the bound by hundredths of a percent at full cost: stop once a window
    // of steps has gained less than that
    history[it % STALL_WINDOW] = best;
    if (it >= STALL_WINDOW && history[(it + 1) % STALL_WINDOW]! - best < STALL_SHARE * Math.abs(best)) break;
    const step = (theta * gap) / norm;
    for (let c = 0; c < cells.length; c++) lambda[c] = Math.max(0, lambda[c]! - step * (1 - cellUse[c]!));
    for (let s = 0; s < slotRows; s++) mu[s] = Math.max(0, mu[s]! - step * (1 - slotUse[s]!));
    for (let w = 0; w < weekCap.length; w++) if (weekPriced[w]) nu[w] = Math.max(0, nu[w]! - step * (weekCap[w]! - weekUse[w]!));
  }
  for (let i = 0; i < recent.length; i++) recent[i]! += older[i]!;
  return { bound: best, guide: recent };
}

/**
 * A person's best runs at the pairs' worth: each block's best value per count, combined over the
 * blocks (the most dayparts in all at most `cap`), less the convex fairness cost. Marks the pairs
 * taken and answers the value.
 */
function bestOfPerson(component: Component, blocks: readonly Block[], worth: Float64Array, cap: number, taken: Uint8Array): number {
  const width = cap + 1;
  if (values.length < blocks.length * width) values = new Float64Array(2 * blocks.length * width);
  if (pick.length < blocks.length * width) pick = new Int32Array(2 * blocks.length * width);
  if (total.length < 2 * width) total = new Float64Array(4 * width);
  // max-plus convolution over the blocks, remembering each block's count
  let now = 0;
  total.fill(NONE, 0, width);
  total[0] = 0;
  blocks.forEach((block, b) => {
    const top = Math.min(block.cells.length, cap);
    blockValues(component, block, worth, top, values, b * width);
    const next = width - now;
    total.fill(NONE, next, next + width);
    for (let n = 0; n <= cap; n++) {
      const base = total[now + n]!;
      if (base === NONE) continue;
      for (let k = 0; k <= top && n + k <= cap; k++) {
        const v = base + values[b * width + k]!;
        if (v > total[next + n + k]!) {
          total[next + n + k] = v;
          pick[b * width + n + k] = k;
        }
      }
    }
    now = next;
  });
  let bestN = -1;
  let bestValue = NONE;
  for (let n = 0; n <= cap; n++) {
    const v = total[now + n]! - fairnessOf(component.weights, n);
    if (v > bestValue) {
      bestValue = v;
      bestN = n;
    }
  }
  if (bestN < 0) return 0;
  for (let b = blocks.length - 1, n = bestN; b >= 0; b--) {
    const k = pick[b * width + n]!;
    if (k > 0) blockValues(component, blocks[b]!, worth, Math.min(blocks[b]!.cells.length, cap), values, b * width, { set: taken, k });
    n -= k;
  }
  return bestValue;
}

/** The convolution's buffers, grown as needed and reused. */
let values = new Float64Array(0);
let pick = new Int32Array(0);
let total = new Float64Array(0);
