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
  /** per request: its cells in order, as local cells (-1: a cell outside the component) */
  private readonly cellsOf = new Map<number, Int32Array>();
  /** per local cell: its request */
  private readonly requestOf: Int32Array;
  /**
   * A move's scratch: the cells it touches, what they held, the requests and persons whose value it
   * changes. tryMove runs hundreds of thousands of times a proposal, so it allocates nothing.
   */
  private readonly touched: Int32Array;
  private readonly before: Int32Array;
  private readonly requests: Int32Array;
  private readonly persons: Int32Array;
  private touchedCount = 0;
  private requestCount = 0;
  private personCount = 0;
  value = 0;

  constructor(private readonly component: Component) {
    const { cells, cellAt, instance, blocks } = component;
    this.holder = new Int32Array(cells.length).fill(-1);
    this.count = new Int32Array(component.persons.length);
    this.weekUse = new Int32Array(component.weekCap.length);
    this.placeHeld = new Int32Array(component.places).fill(-1);
    this.requestOf = Int32Array.from(cells, (c) => instance.cells[c]!.requestIndex);
    let widest = 1;
    for (const block of blocks) {
      widest = Math.max(widest, block.cells.length);
      if (!this.cellsOf.has(block.request))
        this.cellsOf.set(
          block.request,
          Int32Array.from(block.cells, (c) => cellAt.get(c) ?? -1),
        );
    }
    // a move puts at most a request's cells and pushes out one cell per pair it puts
    this.touched = new Int32Array(2 * widest);
    this.before = new Int32Array(2 * widest);
    this.requests = new Int32Array(2 * widest);
    this.persons = new Int32Array(4 * widest);
    for (const pair of component.lockedAt) if (pair >= 0) this.add(component.cellOfPair[pair]!, pair);
    this.value = this.total();
  }

  /** The pairs proposed. */
  chosen(): number[] {
    return [...this.holder].filter((pair) => pair >= 0);
  }

  /** Scores, continuity and whole requests of one request's cells, as the program counts them. */
  private requestValue(request: number): number {
    const { instance, weights } = this.component;
    const cells = this.cellsOf.get(request)!;
    let value = 0;
    let previous = -2;
    let same = true;
    let first = -2;
    for (let k = 0; k < cells.length; k++) {
      const local = cells[k]!;
      const pair = local < 0 ? -1 : this.holder[local]!;
      const person = pair >= 0 ? instance.pairs[pair]!.person : -1;
      if (pair >= 0) value += instance.pairs[pair]!.score;
      if (k > 0 && person >= 0 && person === previous) value += weights.proposal_continuity_points;
      if (k === 0) first = person;
      else if (person !== first) same = false;
      previous = person;
    }
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

  private touch(cell: number) {
    for (let i = 0; i < this.touchedCount; i++) if (this.touched[i] === cell) return;
    this.touched[this.touchedCount++] = cell;
  }

  private noteRequest(request: number) {
    for (let i = 0; i < this.requestCount; i++) if (this.requests[i] === request) return;
    this.requests[this.requestCount++] = request;
  }

  private notePerson(person: number) {
    for (let i = 0; i < this.personCount; i++) if (this.persons[i] === person) return;
    this.persons[this.personCount++] = person;
  }

  /** The value of the requests and persons a move changes. */
  private movedValue(): number {
    let value = 0;
    for (let i = 0; i < this.requestCount; i++) value += this.requestValue(this.requests[i]!);
    for (let i = 0; i < this.personCount; i++) value -= fairnessOf(this.component.weights, this.count[this.persons[i]!]!);
    return value;
  }

  /**
   * Puts `pairs` on their cells (-1 as a cell's entry empties it), pushing out what the persons
   * held on those dates and dayparts; kept when feasible and better, else undone.
   */
  tryMove(cells: ArrayLike<number>, pairs: ArrayLike<number>): boolean {
    const { personOfPair, placeOfPair, weekOfPair, weekCap, lockedAt } = this.component;
    this.touchedCount = 0;
    for (let k = 0; k < cells.length; k++) {
      if (lockedAt[cells[k]!]! >= 0) return false;
      this.touch(cells[k]!);
      const pair = pairs[k]!;
      if (pair >= 0) {
        const held = this.placeHeld[placeOfPair[pair]!]!;
        if (held >= 0 && this.holder[held] !== pair) {
          if (lockedAt[held]! >= 0) return false;
          this.touch(held);
        }
      }
    }
    this.requestCount = 0;
    this.personCount = 0;
    for (let i = 0; i < this.touchedCount; i++) {
      const cell = this.touched[i]!;
      const pair = this.holder[cell]!;
      this.before[i] = pair;
      this.noteRequest(this.requestOf[cell]!);
      if (pair >= 0) this.notePerson(personOfPair[pair]!);
    }
    for (let k = 0; k < pairs.length; k++) if (pairs[k]! >= 0) this.notePerson(personOfPair[pairs[k]!]!);
    const old = this.movedValue();
    for (let i = 0; i < this.touchedCount; i++) if (this.holder[this.touched[i]!]! >= 0) this.remove(this.touched[i]!);
    let feasible = true;
    for (let k = 0; k < cells.length && feasible; k++) {
      const pair = pairs[k]!;
      if (pair < 0 || this.holder[cells[k]!]! >= 0) continue;
      if (this.placeHeld[placeOfPair[pair]!]! >= 0 || this.weekUse[weekOfPair[pair]!]! >= weekCap[weekOfPair[pair]!]!) feasible = false;
      else this.add(cells[k]!, pair);
    }
    const gain = feasible ? this.movedValue() - old : 0;
    if (feasible && gain > 1e-9) {
      this.value += gain;
      return true;
    }
    for (let i = 0; i < this.touchedCount; i++) if (this.holder[this.touched[i]!]! >= 0) this.remove(this.touched[i]!);
    for (let i = 0; i < this.touchedCount; i++) if (this.before[i]! >= 0) this.add(this.touched[i]!, this.before[i]!);
    return false;
  }

  /** Each pair in turn on its cell, where that raises the objective (a first proposal). */
  fill(order: readonly number[]) {
    const one = [0];
    const cell = [0];
    for (const pair of order) {
      cell[0] = this.component.cellOfPair[pair]!;
      one[0] = pair;
      this.tryMove(cell, one);
    }
  }

  /** Moves until none raises the objective (each raises it, so this ends): whole requests, then single cells. */
  improve() {
    const { blocks, pairsAt } = this.component;
    const cell = [0];
    const one = [0];
    for (let changed = true; changed;) {
      changed = false;
      for (const block of blocks) {
        if (block.pairs.includes(-1)) continue;
        const cells = this.cellsOf.get(block.request)!;
        let held = true;
        for (let k = 0; k < cells.length && held; k++) held = this.holder[cells[k]!] === block.pairs[k];
        if (held) continue;
        if (this.tryMove(cells, block.pairs)) changed = true;
      }
      for (let c = 0; c < pairsAt.length; c++) {
        cell[0] = c;
        one[0] = -1;
        if (this.holder[c]! >= 0 && this.tryMove(cell, one)) changed = true;
        for (const pair of pairsAt[c]!) {
          one[0] = pair;
          if (this.holder[c] !== pair && this.tryMove(cell, one)) changed = true;
        }
      }
    }
  }
}
