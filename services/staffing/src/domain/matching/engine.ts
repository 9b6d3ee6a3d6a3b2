import {
  MATCHING_CHECKS,
  type MatchDaypartStatus,
  type MatchExcluded,
  type MatchingCheck,
  type MatchRecord,
  type MatchWhy,
} from '@app/contracts';
import { freeCount, hardRuleReasons, isFree } from './hard-rules';
import {
  availabilityOn,
  prepareDayparts,
  type CandidateFacts,
  type MatchOptions,
  type MatchRequestFacts,
  type PreparedDaypart,
} from './match-facts';
import { scoreParts } from './ranking';

/** At most this many match records in one answer: the best ranked; `total` counts them all. */
export const MAX_MATCH_RECORDS = 100;

export interface MatchResult {
  /** the best ranked candidates, at most MAX_MATCH_RECORDS */
  candidates: MatchRecord[];
  /** every candidate that passed the rules and the filters */
  total: number;
  /** only with `withExcluded` */
  excluded: MatchExcluded[];
  notChecked: MatchingCheck[];
}

/** Thrown between persons when the caller went away (the route's AbortSignal). */
export class MatchingAborted extends Error {
  constructor() {
    super('matching aborted');
  }
}

interface Ranked {
  person: CandidateFacts;
  free: number;
  score: number;
}

const byRank = (a: Ranked, b: Ranked) =>
  b.score - a.score || (a.person.fullName < b.person.fullName ? -1 : a.person.fullName > b.person.fullName ? 1 : a.person.id - b.person.id);

/**
 * One engine for request, request-group and person matching (DOMAIN 'Matching'): every person is
 * judged by the hard rules; who passes is ranked by the score parts, after the planner's filters.
 * Pure: the facts come in, the ranked records and the excluded persons with their reasons go out.
 * The full record (its dayparts by date) is built only for the records the answer holds.
 */
export function matchCandidates(
  request: MatchRequestFacts,
  persons: Iterable<CandidateFacts>,
  options: MatchOptions,
  signal?: AbortSignal,
  limit = MAX_MATCH_RECORDS,
): MatchResult {
  const dayparts = prepareDayparts(request.dayparts);
  const ranked: Ranked[] = [];
  const excluded: MatchExcluded[] = [];
  const { filters } = options;
  const distanceFilter = filters.distanceKm !== undefined && options.checks.has('distance') ? filters.distanceKm : null;
  let seen = 0;
  for (const person of persons) {
    // a cheap check every 256 persons keeps an aborted call from running to the end
    if ((++seen & 255) === 0 && signal?.aborted) throw new MatchingAborted();
    const free = freeCount(dayparts, person);
    const reasons = hardRuleReasons(request, person, options, free);
    if (reasons.length) {
      if (options.withExcluded) excluded.push({ id: person.id, full_name: person.fullName, reasons });
      continue;
    }
    if (distanceFilter !== null && (person.distanceKm === null || person.distanceKm > distanceFilter)) continue;
    if (filters.labels?.some((l) => !person.labels.has(l))) continue;
    if (filters.availability === 'full' && free < dayparts.length) continue;
    ranked.push({ person, free, score: scoreOf(scoreParts(request, person, free, false)) });
  }
  if (signal?.aborted) throw new MatchingAborted();
  ranked.sort(byRank);
  excluded.sort((a, b) => (a.full_name < b.full_name ? -1 : a.full_name > b.full_name ? 1 : a.id - b.id));
  return {
    candidates: ranked.slice(0, limit).map((r) => matchRecord(request, dayparts, r)),
    total: ranked.length,
    excluded,
    notChecked: MATCHING_CHECKS.filter((c) => !options.checks.has(c)),
  };
}

/** A candidate's score: the sum of the score parts, to a tenth (the ranking's and the week proposal's). */
export const scoreOf = (why: readonly MatchWhy[]) => Math.round(why.reduce((sum, p) => sum + p.points, 0) * 10) / 10;

function matchRecord(request: MatchRequestFacts, dayparts: readonly PreparedDaypart[], { person, free, score }: Ranked): MatchRecord {
  const why = scoreParts(request, person, free);
  const dates: Record<string, MatchDaypartStatus[]> = {};
  for (const d of dayparts) {
    const busy = person.busy.get(d.key);
    const mine = person.onThisRequest.get(d.key);
    (dates[d.date] ??= []).push({
      id: d.id,
      daypart: d.daypart,
      active: isFree(person, d),
      unavailable: availabilityOn(person, d) !== 'available',
      planned: busy === 'planned',
      substituted: mine === 'substituted',
      invited: mine === 'invited',
      reserved: busy === 'reserved' || mine === 'reserved',
    });
  }
  const first = dayparts[0]!.date;
  const current = person.contracts.find((c) => c.startDate <= first && c.endDate >= first);
  return {
    id: person.id,
    full_name: person.fullName,
    secondment: current?.secondment ?? false,
    weekHours: person.weekHours,
    score,
    why,
    distance_km: person.distanceKm,
    available: free,
    dates,
  };
}
