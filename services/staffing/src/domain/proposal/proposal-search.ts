import { fairnessOf, type Component } from './proposal-lagrange';

/**
 * A proposal of one component under every hard rule, improved by moves (ADR 0243): a cell to
 * another candidate or to nobody, or a whole request to one person; a move may push the person's
 * own cell on that date and daypart out. Every move is checked against the rows of the program
 * (one person per cell, one cell per person's date and daypart, the dayparts left per week) and
 * kept only when it raises the objective. Locked cells never move.
 */
export class ProposalSearch {
  /** per local cell: the pair holding it, or -1 */
  readonly holder: Int32Array;
  private readonly count: Int32Array;
  private readonly weekUse: Int32Array;
  private readonly placeHeld: Int32Array;
  private readonly cellsOf = new Map<number, number[]>();
  value = 0;

  constructor(private readonly component: Component) {
    this.holder = new Int32Array(component.cells.length).fill(-1);
    this.count = new Int32Array(component.persons.length);
    this.weekUse = new Int32Array(component.weekCap.length);
    this.placeHeld = new Int32Array(component.places).fill(-1);
    for (const block of component.blocks) this.cellsOf.set(block.request, block.cells);
    for (const pair of component.lockedAt) if (pair >= 0) this.add(component.cellOfPair[pair]!, pair);
    this.value = this.total();
  }

  /** The pairs proposed. */
  chosen(): number[] {
    return [...this.holder].filter((pair) => pair >= 0);
  }

  /** Scores, continuity and whole requests of one request's cells, as the program counts them. */
  private requestValue(request: number): number {
    const { instance, weights, cellAt } = this.component;
    const cells = this.cellsOf.get(request)!;
    let value = 0;
    let previous = -2;
    let same = true;
    let first = -2;
    cells.forEach((cell, k) => {
      const local = cellAt.get(cell);
      const pair = local === undefined ? -1 : this.holder[local]!;
      const person = pair >= 0 ? instance.pairs[pair]!.person : -1;
      if (pair >= 0) value += instance.pairs[pair]!.score;
      if (k > 0 && person >= 0 && person === previous) value += weights.proposal_continuity_points;
      if (k === 0) first = person;
      else if (person !== first) same = false;
      previous = person;
    });
    if (cells.length >= 2 && same && first >= 0) value += weights.proposal_whole_request_points;
    return value;
  }

  private total(): number {
    let value = 0;
    for (const r of this.cellsOf.keys()) value += this.requestValue(r);
    for (const n of this.count) value -= fairnessOf(this.component.weights, n);
    return value;
  }

  private add(cell: number, pair: number) {
    const { personOfPair, weekOfPair, placeOfPair } = this.component;
    this.holder[cell] = pair;
    this.count[personOfPair[pair]!]!++;
    this.weekUse[weekOfPair[pair]!]!++;
    this.placeHeld[placeOfPair[pair]!] = cell;
  }

  private remove(cell: number) {
    const { personOfPair, weekOfPair, placeOfPair } = this.component;
    const pair = this.holder[cell]!;
    this.holder[cell] = -1;
    this.count[personOfPair[pair]!]!--;
    this.weekUse[weekOfPair[pair]!]!--;
    this.placeHeld[placeOfPair[pair]!] = -1;
  }

  /**
   * Puts `pairs` on their cells (-1 as a cell's entry empties it), pushing out what the persons
   * held on those dates and dayparts; kept when feasible and better, else undone.
   */
  tryMove(cells: readonly number[], pairs: readonly number[]): boolean {
    const { instance, personOfPair, placeOfPair, weekOfPair, weekCap, lockedAt, weights } = this.component;
    const touched = new Set<number>();
    for (let k = 0; k < cells.length; k++) {
      if (lockedAt[cells[k]!]! >= 0) return false;
      touched.add(cells[k]!);
      const pair = pairs[k]!;
      if (pair >= 0) {
        const held = this.placeHeld[placeOfPair[pair]!]!;
        if (held >= 0 && this.holder[held] !== pair) {
          if (lockedAt[held]! >= 0) return false;
          touched.add(held);
        }
      }
    }
    const before = new Map([...touched].map((c) => [c, this.holder[c]!]));
    const requests = new Set([...touched].map((c) => instance.cells[this.component.cells[c]!]!.requestIndex));
    const persons = new Set<number>();
    for (const [, pair] of before) if (pair >= 0) persons.add(personOfPair[pair]!);
    for (const pair of pairs) if (pair >= 0) persons.add(personOfPair[pair]!);
    const valueOf = () => {
      let value = 0;
      for (const r of requests) value += this.requestValue(r);
      for (const p of persons) value -= fairnessOf(weights, this.count[p]!);
      return value;
    };
    const old = valueOf();
    for (const c of touched) if (this.holder[c]! >= 0) this.remove(c);
    let feasible = true;
    for (let k = 0; k < cells.length && feasible; k++) {
      const pair = pairs[k]!;
      if (pair < 0 || this.holder[cells[k]!]! >= 0) continue;
      if (this.placeHeld[placeOfPair[pair]!]! >= 0 || this.weekUse[weekOfPair[pair]!]! >= weekCap[weekOfPair[pair]!]!) feasible = false;
      else this.add(cells[k]!, pair);
    }
    const gain = feasible ? valueOf() - old : 0;
    if (feasible && gain > 1e-9) {
      this.value += gain;
      return true;
    }
    for (const c of touched) if (this.holder[c]! >= 0) this.remove(c);
    for (const [c, pair] of before) if (pair >= 0) this.add(c, pair);
    return false;
  }

  /** Each pair in turn on its cell, where that raises the objective (a first proposal). */
  fill(order: readonly number[]) {
    for (const pair of order) this.tryMove([this.component.cellOfPair[pair]!], [pair]);
  }

  /** Moves until none raises the objective (each raises it, so this ends): whole requests, then single cells. */
  improve() {
    const { blocks, pairsAt } = this.component;
    for (let changed = true; changed;) {
      changed = false;
      for (const block of blocks) {
        if (block.pairs.some((pair) => pair < 0)) continue;
        const cells = block.cells.map((c) => this.component.cellAt.get(c)!);
        if (cells.every((c, k) => this.holder[c] === block.pairs[k])) continue;
        if (this.tryMove(cells, [...block.pairs])) changed = true;
      }
      for (let c = 0; c < pairsAt.length; c++) {
        if (this.holder[c]! >= 0 && this.tryMove([c], [-1])) changed = true;
        for (const pair of pairsAt[c]!) if (this.holder[c] !== pair && this.tryMove([c], [pair])) changed = true;
      }
    }
  }
}
