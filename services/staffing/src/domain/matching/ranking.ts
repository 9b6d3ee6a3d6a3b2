import type { MatchFact, MatchWhy } from '@app/contracts';
import type { CandidateFacts, MatchRequestFacts } from './match-facts';

/**
 * The ranking weights (DOMAIN 'Matching', docs/matching.md 'Ranking'): the preferred person
 * outranks everyone; then the share of the dayparts a person can take weighs most, then
 * continuity, distance, labels, hours left and fairness. Each part is shown as "why".
 */
export const WEIGHTS = {
  preferred: 100,
  share: 40,
  continuityBranch: 15,
  continuityAbsentee: 10,
  labels: 10,
  distance: 15,
  /** km at which the distance part reaches 0 */
  distanceZeroKm: 30,
  hours: 10,
  /** hours left in the week that earn the full hours part */
  hoursFull: 20,
  fairness: 10,
  /** planned dayparts in the last 4 weeks at which the fairness part reaches 0 */
  fairnessZero: 40,
} as const;

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The score parts of a candidate who can take `free` of the request's open dayparts. Without
 * `describe` the facts stay empty: ranking thousands of persons needs the points only, the
 * answered records get their facts.
 */
export function scoreParts(request: MatchRequestFacts, person: CandidateFacts, free: number, describe = true): MatchWhy[] {
  const open = request.dayparts.length;
  const parts: MatchWhy[] = [];
  const facts = (...list: MatchFact[]) => (describe ? list : []);
  if (person.id === request.preferredPersonId)
    parts.push({ part: 'preferred', points: WEIGHTS.preferred, facts: facts({ kind: 'preferred' }) });
  parts.push({ part: 'share', points: round((WEIGHTS.share * free) / open), facts: facts({ kind: 'share', n: free, of: open }) });
  const continuity = [
    ...(person.workedAtBranch ? [[{ kind: 'worked_at_branch' }, WEIGHTS.continuityBranch] as const] : []),
    ...(person.workedForAbsentee ? [[{ kind: 'replaced_absentee' }, WEIGHTS.continuityAbsentee] as const] : []),
  ];
  if (continuity.length)
    parts.push({
      part: 'continuity',
      points: continuity.reduce((sum, [, p]) => sum + p, 0),
      facts: facts(...continuity.map(([fact]) => fact)),
    });
  if (request.preferredLabels.length) {
    const matched = request.preferredLabels.filter((l) => person.labels.has(l)).length;
    parts.push({
      part: 'labels',
      points: round((WEIGHTS.labels * matched) / request.preferredLabels.length),
      facts: facts({ kind: 'labels', n: matched, of: request.preferredLabels.length }),
    });
  }
  if (person.distanceKm !== null)
    parts.push({
      part: 'distance',
      points: round(Math.max(0, WEIGHTS.distance * (1 - person.distanceKm / WEIGHTS.distanceZeroKm))),
      facts: facts({ kind: 'distance', n: round(person.distanceKm) }),
    });
  if (person.weekHours !== null) {
    const left = Math.max(0, person.weekHours - person.plannedHoursThisWeek);
    parts.push({
      part: 'hours',
      points: round((WEIGHTS.hours * Math.min(left, WEIGHTS.hoursFull)) / WEIGHTS.hoursFull),
      facts: facts({ kind: 'hours_left', n: round(left) }),
    });
  }
  const recent = Math.min(person.plannedDaypartsLast4Weeks, WEIGHTS.fairnessZero);
  parts.push({
    part: 'fairness',
    points: round(WEIGHTS.fairness * (1 - recent / WEIGHTS.fairnessZero)),
    facts: facts({ kind: 'recent_dayparts', n: person.plannedDaypartsLast4Weeks }),
  });
  return parts;
}
