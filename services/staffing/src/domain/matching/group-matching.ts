import type { MatchDaypartStatus, MatchExcluded, MatchFact, MatchRecord, MatchWhy } from '@app/contracts';
import { MAX_MATCH_RECORDS, type MatchResult } from './engine';

/** One member request of a group as the engine judged it: every candidate (no limit) and every excluded person. */
export interface MemberMatch {
  number: number;
  open: number;
  result: MatchResult;
}

const PART_ORDER: readonly MatchWhy['part'][] = ['preferred', 'share', 'continuity', 'labels', 'distance', 'hours', 'fairness'];

const round = (n: number) => Math.round(n * 10) / 10;

const distinctFacts = (facts: readonly MatchFact[]): MatchFact[] => [...new Map(facts.map((f) => [JSON.stringify(f), f])).values()];

interface Fit {
  number: number;
  weight: number;
  record: MatchRecord;
}

/**
 * The group's score parts: each member request's part weighted by its share of the group's open
 * dayparts, 0 for a member the person does not fit. The share part so becomes the share of the
 * group's dayparts the person can take, and the preferred person of one member outranks in
 * proportion. A part names the distinct facts of the members it comes from.
 */
function groupWhy(fits: readonly Fit[], free: number, open: number): MatchWhy[] {
  const why: MatchWhy[] = [];
  for (const part of PART_ORDER) {
    const parts = fits.flatMap((f) => f.record.why.filter((w) => w.part === part).map((w) => ({ w, weight: f.weight })));
    if (!parts.length) continue;
    const points = round(parts.reduce((sum, { w, weight }) => sum + w.points * weight, 0));
    const facts = part === 'share' ? [{ kind: 'share' as const, n: free, of: open }] : distinctFacts(parts.flatMap(({ w }) => w.facts));
    why.push({ part, points, facts });
  }
  return why;
}

function mergeDates(fits: readonly Fit[]): Record<string, MatchDaypartStatus[]> {
  const dates: Record<string, MatchDaypartStatus[]> = {};
  for (const { number, record } of fits)
    for (const [date, parts] of Object.entries(record.dates)) (dates[date] ??= []).push(...parts.map((p) => ({ ...p, request: number })));
  const sorted: Record<string, MatchDaypartStatus[]> = {};
  for (const date of Object.keys(dates).sort())
    sorted[date] = dates[date]!.sort((a, b) => a.daypart - b.daypart || (a.request ?? 0) - (b.request ?? 0));
  return sorted;
}

const byName = (a: { full_name: string; id: number }, b: { full_name: string; id: number }) =>
  a.full_name < b.full_name ? -1 : a.full_name > b.full_name ? 1 : a.id - b.id;

/**
 * Request-group matching (DOMAIN 'Matching': one engine for request, request-group and person
 * matching): the engine judges each member request on its own facts (branch, labels, chain,
 * blockades); a person who fits at least one member is a group candidate, with the dayparts of the
 * members they fit (each naming its request) and the weighted score parts above. A person fitting
 * no member is excluded with every member's reasons, each naming its request; a person a filter
 * left out of every member they passed is neither. `full` keeps those free on every open daypart
 * of the group.
 */
export function mergeGroupMatches(
  members: readonly MemberMatch[],
  options: { full: boolean; withExcluded: boolean },
  limit = MAX_MATCH_RECORDS,
): MatchResult {
  const open = members.reduce((sum, m) => sum + m.open, 0);
  const fits = new Map<number, Fit[]>();
  for (const m of members)
    for (const record of m.result.candidates) {
      const fit = { number: m.number, weight: m.open / open, record };
      const list = fits.get(record.id);
      if (list) list.push(fit);
      else fits.set(record.id, [fit]);
    }
  const candidates: MatchRecord[] = [];
  for (const [id, list] of fits) {
    const free = list.reduce((sum, f) => sum + f.record.available, 0);
    if (options.full && free < open) continue;
    const why = groupWhy(list, free, open);
    const distances = list.map((f) => f.record.distance_km).filter((d): d is number => d !== null);
    const first = list[0]!.record;
    candidates.push({
      id,
      full_name: first.full_name,
      secondment: first.secondment,
      weekHours: first.weekHours,
      score: round(why.reduce((sum, w) => sum + w.points, 0)),
      why,
      distance_km: distances.length ? Math.min(...distances) : null,
      available: free,
      dates: mergeDates(list),
      requests: list.map((f) => f.number),
    });
  }
  candidates.sort((a, b) => b.score - a.score || byName(a, b));
  const excluded: MatchExcluded[] = [];
  if (options.withExcluded) {
    const reasons = new Map<number, MatchExcluded>();
    for (const m of members)
      for (const e of m.result.excluded) {
        const tagged = e.reasons.map((r) => ({ ...r, request: m.number }));
        const known = reasons.get(e.id);
        if (known) known.reasons.push(...tagged);
        else reasons.set(e.id, { id: e.id, full_name: e.full_name, reasons: tagged });
      }
    // excluded from the group: excluded from every member
    const everywhere = members.length;
    for (const e of reasons.values()) if (!fits.has(e.id) && new Set(e.reasons.map((r) => r.request)).size === everywhere) excluded.push(e);
    excluded.sort(byName);
  }
  return {
    candidates: candidates.slice(0, limit),
    total: candidates.length,
    excluded,
    notChecked: members[0]?.result.notChecked ?? [],
  };
}
