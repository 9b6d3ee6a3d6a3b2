import type { PersonMatchExcluded, PersonMatchRecord } from '@app/contracts';
import { MAX_MATCH_RECORDS, type MatchResult } from './engine';

/** One open request as the engine judged the one person for it. */
export interface RequestJudged {
  number: number;
  branch: string | null;
  firstDate: string;
  lastDate: string;
  open: number;
  result: MatchResult;
}

export interface PersonMatchResult {
  fits: PersonMatchRecord[];
  total: number;
  excluded: PersonMatchExcluded[];
}

/**
 * Person matching (DOMAIN 'Matching': one engine for request, request-group and person matching):
 * the engine judges the person for each open request on that request's facts, so the hard rules
 * apply per request and its dayparts; the requests the person fits are ranked by the person's score
 * for each (ties by the first open date, then the number), the best `limit`; the others are
 * excluded with the person's reasons. A request a filter left the person out of is neither.
 */
export function rankRequestsForPerson(judged: readonly RequestJudged[], limit = MAX_MATCH_RECORDS): PersonMatchResult {
  const fits: PersonMatchRecord[] = [];
  const excluded: PersonMatchExcluded[] = [];
  for (const j of judged) {
    const record = j.result.candidates[0];
    if (record)
      fits.push({
        request: j.number,
        branch: j.branch,
        first_date: j.firstDate,
        last_date: j.lastDate,
        open_dayparts: j.open,
        score: record.score,
        why: record.why,
        distance_km: record.distance_km,
        available: record.available,
        dates: record.dates,
      });
    const reasons = j.result.excluded[0]?.reasons;
    if (reasons) excluded.push({ request: j.number, branch: j.branch, reasons });
  }
  fits.sort((a, b) => b.score - a.score || (a.first_date < b.first_date ? -1 : a.first_date > b.first_date ? 1 : a.request - b.request));
  return { fits: fits.slice(0, limit), total: fits.length, excluded };
}
