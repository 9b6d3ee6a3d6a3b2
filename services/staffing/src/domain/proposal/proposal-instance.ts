import { ProposalMessages, type MatchWhy, type ProposalRule } from '@app/contracts';
import { scoreOf } from '../matching/engine';
import { freeCount, hardRuleReasons, isFree } from '../matching/hard-rules';
import {
  prepareDayparts,
  type CandidateFacts,
  type MatchOptions,
  type MatchRequestFacts,
  type PreparedDaypart,
} from '../matching/match-facts';
import { scoreParts } from '../matching/ranking';
import { mondayOf } from '../calendar/iso-dates';

/**
 * The proposal's instance (docs/planning-proposal.md 'The instance'): every open daypart of the
 * period is a cell; a (cell, person) pair exists only when the person passes every hard rule of
 * matching for the request (the engine's own `hardRuleReasons`), is free on that daypart, is not
 * invited elsewhere on it and has dayparts left in its week. Who fails is counted per cell, so an
 * unassigned daypart says why. Pure: the facts come in.
 */

/** One request as the proposal reads it: its number, branch, and matching's facts. */
export interface ProposalRequest {
  number: number;
  branch: { id: number; name: string };
  facts: { request: MatchRequestFacts; persons: readonly CandidateFacts[] };
}

export interface ProposalCellFacts {
  index: number;
  requestIndex: number;
  date: string;
  daypart: 1 | 2;
  /** the person's one place on this date and daypart */
  slot: string;
  week: string;
}

export interface CandidatePair {
  cell: number;
  person: number;
  /** matching's score of the person for the request (the sum of the score parts) */
  score: number;
}

export interface ProposalInstance {
  requests: readonly ProposalRequest[];
  /** each request's facts narrowed to the period: what the rules and the scores judged */
  judged: readonly { request: MatchRequestFacts; persons: readonly CandidateFacts[] }[];
  cells: ProposalCellFacts[];
  pairs: CandidatePair[];
  /** dayparts each person may still take in a week, by `person:week` */
  capacity: Map<string, number>;
  /** per cell, why persons were left out: `rule|message` -> count */
  excluded: Map<string, number>[];
  names: Map<number, string>;
}

export interface InstanceInput {
  requests: readonly ProposalRequest[];
  from: string;
  to: string;
  /** the first date still to come: a daypart of today or before is not offered */
  today: string;
  options: MatchOptions;
  /** open invitations on other requests, by `person:date:daypart` */
  invitedAt: ReadonlySet<string>;
  /** dayparts already planned per `person:week` */
  plannedInWeek: ReadonlyMap<string, number>;
  maxDaypartsPerWeek: number;
  /** hours a planned daypart counts against the contract hours */
  hoursPerDaypart: number;
}

export const reasonKey = (rule: ProposalRule, message: string) => `${rule}|${message}`;
export const personWeek = (person: number, week: string) => `${person}:${week}`;

/**
 * The dayparts a person may still take in a week: the pool's limit less what is planned, and with
 * a contract the hours left divided by a daypart's hours.
 */
function weekCapacity(input: InstanceInput, person: CandidateFacts, week: string): number {
  const planned = input.plannedInWeek.get(personWeek(person.id, week)) ?? 0;
  const byPool = input.maxDaypartsPerWeek - planned;
  if (person.weekHours === null) return Math.max(0, byPool);
  const byContract = Math.floor((person.weekHours - planned * input.hoursPerDaypart) / input.hoursPerDaypart);
  return Math.max(0, Math.min(byPool, byContract));
}

/**
 * `rule|message` keys, made once per pair of constants: the instance counts one per excluded
 * person and cell, and a key built anew each time costs a string and its hash.
 */
const reasonKeys = new Map<string, Map<string, string>>();
function keyOf(rule: ProposalRule, message: string): string {
  let byMessage = reasonKeys.get(rule);
  if (!byMessage) reasonKeys.set(rule, (byMessage = new Map()));
  let key = byMessage.get(message);
  if (key === undefined) byMessage.set(message, (key = reasonKey(rule, message)));
  return key;
}

const add = (counts: Map<string, number>, key: string, n = 1) => counts.set(key, (counts.get(key) ?? 0) + n);

/** `invitedAt` by person: a daypart's check then builds no key string. */
function invitedByPerson(invitedAt: ReadonlySet<string>): Map<number, Set<string>> {
  const byPerson = new Map<number, Set<string>>();
  for (const key of invitedAt) {
    const at = key.indexOf(':');
    const person = Number(key.slice(0, at));
    let slots = byPerson.get(person);
    if (!slots) byPerson.set(person, (slots = new Set()));
    slots.add(key.slice(at + 1));
  }
  return byPerson;
}

export function buildInstance(input: InstanceInput): ProposalInstance {
  const cells: ProposalCellFacts[] = [];
  const pairs: CandidatePair[] = [];
  const excluded: Map<string, number>[] = [];
  const capacity = new Map<string, number>();
  const names = new Map<number, string>();
  const judged: ProposalInstance['judged'][number][] = [];
  const distance = input.options.filters.distanceKm;
  const invited = invitedByPerson(input.invitedAt);
  const farther = keyOf('distance', ProposalMessages.farther);

  input.requests.forEach((request, requestIndex) => {
    const inPeriod = request.facts.request.dayparts.filter((d) => d.date >= input.from && d.date <= input.to && d.date >= input.today);
    const facts: MatchRequestFacts = { ...request.facts.request, dayparts: inPeriod };
    judged.push({ request: facts, persons: request.facts.persons });
    if (!inPeriod.length) return;
    const prepared = prepareDayparts(inPeriod);
    const first = cells.length;
    for (const d of prepared) {
      cells.push({ index: cells.length, requestIndex, date: d.date, daypart: d.daypart, slot: d.key, week: mondayOf(d.date) });
      excluded.push(new Map());
    }
    // the request's rules leave a person out of all its cells alike: counted once, added to each cell
    const everyCell = new Map<string, number>();
    for (const person of request.facts.persons) {
      names.set(person.id, person.fullName);
      const free = freeCount(prepared, person);
      const reasons = hardRuleReasons(facts, person, input.options, free);
      const far = distance !== undefined && (person.distanceKm === null || person.distanceKm > distance);
      if (reasons.length || far) {
        for (const r of reasons) add(everyCell, keyOf(r.rule, r.message));
        if (far) add(everyCell, farther);
        continue;
      }
      const score = scoreOf(scoreParts(facts, person, free, false));
      const invitedHere = invited.get(person.id);
      for (let i = 0; i < prepared.length; i++) {
        const cell = cells[first + i]!;
        const refusal = cellRefusal(input, person, prepared[i]!, cell.week, capacity, invitedHere);
        if (refusal) add(excluded[cell.index]!, refusal);
        else pairs.push({ cell: cell.index, person: person.id, score });
      }
    }
    for (let i = 0; i < prepared.length; i++) for (const [key, n] of everyCell) add(excluded[first + i]!, key, n);
  });
  return { requests: input.requests, judged, cells, pairs, capacity, excluded, names };
}

/** Why a person who passes the request's rules cannot take this one daypart (its reason's key), or null. */
function cellRefusal(
  input: InstanceInput,
  person: CandidateFacts,
  d: PreparedDaypart,
  week: string,
  capacity: Map<string, number>,
  invitedHere: ReadonlySet<string> | undefined,
): string | null {
  if (!isFree(person, d)) return keyOf('free', ProposalMessages.notFreeHere);
  if (person.onThisRequest.has(d.key)) return keyOf('offered', ProposalMessages.alreadyOffered);
  if (invitedHere?.has(d.key)) return keyOf('offered', ProposalMessages.invitedElsewhere);
  const key = personWeek(person.id, week);
  let left = capacity.get(key);
  if (left === undefined) capacity.set(key, (left = weekCapacity(input, person, week)));
  if (left <= 0) return keyOf('hours', ProposalMessages.noHoursLeft);
  return null;
}

/** The score parts of a proposed person, with their texts: the same "why" the matching tab shows. */
export function whyOf(instance: ProposalInstance, requestIndex: number, personId: number): MatchWhy[] {
  const { request, persons } = instance.judged[requestIndex]!;
  const person = persons.find((p) => p.id === personId)!;
  return scoreParts(request, person, freeCount(prepareDayparts(request.dayparts), person));
}
