import type { MatchWhy } from '@app/contracts';
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
 * `describe` the details stay empty: ranking thousands of persons needs the points only, the
 * answered records get their texts.
 */
export function scoreParts(request: MatchRequestFacts, person: CandidateFacts, free: number, describe = true): MatchWhy[] {
  const open = request.dayparts.length;
  const parts: MatchWhy[] = [];
  if (person.id === request.preferredPersonId)
    parts.push({ part: 'preferred', points: WEIGHTS.preferred, detail: describe ? 'preferred person' : '' });
  parts.push({ part: 'share', points: round((WEIGHTS.share * free) / open), detail: describe ? `${free} of ${open} dayparts` : '' });
  const continuity = [
    ...(person.workedAtBranch ? [['worked at this branch', WEIGHTS.continuityBranch] as const] : []),
    ...(person.workedForAbsentee ? [['replaced this absentee', WEIGHTS.continuityAbsentee] as const] : []),
  ];
  if (continuity.length)
    parts.push({
      part: 'continuity',
      points: continuity.reduce((sum, [, p]) => sum + p, 0),
      detail: describe ? continuity.map(([d]) => d).join(', ') : '',
    });
  if (request.preferredLabels.length) {
    const matched = request.preferredLabels.filter((l) => person.labels.has(l)).length;
    parts.push({
      part: 'labels',
      points: round((WEIGHTS.labels * matched) / request.preferredLabels.length),
      detail: describe ? `${matched} of ${request.preferredLabels.length} labels` : '',
    });
  }
  if (person.distanceKm !== null)
    parts.push({
      part: 'distance',
      points: round(Math.max(0, WEIGHTS.distance * (1 - person.distanceKm / WEIGHTS.distanceZeroKm))),
      detail: describe ? `${round(person.distanceKm)} km` : '',
    });
  if (person.weekHours !== null) {
    const left = Math.max(0, person.weekHours - person.plannedHoursThisWeek);
    parts.push({
      part: 'hours',
      points: round((WEIGHTS.hours * Math.min(left, WEIGHTS.hoursFull)) / WEIGHTS.hoursFull),
      detail: describe ? `${round(left)} contract hours left this week` : '',
    });
  }
  const recent = Math.min(person.plannedDaypartsLast4Weeks, WEIGHTS.fairnessZero);
  parts.push({
    part: 'fairness',
    points: round(WEIGHTS.fairness * (1 - recent / WEIGHTS.fairnessZero)),
    detail: describe ? `${person.plannedDaypartsLast4Weeks} dayparts planned in the last 4 weeks` : '',
  });
  return parts;
}
