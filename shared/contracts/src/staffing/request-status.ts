/**
 * The status of a request and the warning colour of its list row (DOMAIN 'Dayparts and requests',
 * spec 000 sections 4 and 9, REQ-DATA-02, REQ-LIST-02): one pure rule, read by the service (the
 * list, the popup, the list's status filter) and by the screens (colours, a group's status bar).
 */

export const REQUEST_STATUSES = ['completed', 'high', 'medium', 'other'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The list row's warning: red when the first open daypart is past or within 1 week, orange within 4 weeks. */
export type RequestWarning = 'red' | 'orange' | null;

/** Status colours (spec 000 section 4): completed green, medium orange, high red, other grey; each dark enough for the chips' white text (4.5:1, WCAG AA). */
export const STATUS_COLOURS: Readonly<Record<RequestStatus, string>> = {
  completed: '#2e7d32',
  medium: '#a84b00',
  high: '#d32f2f',
  other: '#757575',
};

/**
 * The thresholds in days from today: a first open daypart on or before today + 7 is 'high' (a past
 * one too), on or before today + 28 'medium'. The list's status filter turns them into date bounds.
 */
export const STATUS_THRESHOLD_DAYS = { high: 7, medium: 28 } as const;

/** What the status is computed from: the counts and the first open date kept on the request row. */
export interface RequestProgress {
  /** live dayparts (removed ones not counted) */
  dayparts_count: number;
  /** dayparts still needing a substitute: open, invited or reserved */
  open_dayparts: number;
  /** the date of the first of those, `YYYY-MM-DD`; null when none */
  first_open_date: string | null;
}

/** `YYYY-MM-DD` plus a number of days (calendar arithmetic in UTC, so no daylight-saving shift). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * completed: every daypart is planned or closed (and there is at least one); otherwise by the first
 * open daypart: high when it is past or within 1 week of `today`, medium within 4 weeks, other
 * later. A request without dayparts has nothing to staff yet: other. `today` is the date in
 * Europe/Amsterdam, `YYYY-MM-DD`.
 */
export function requestStatus(progress: RequestProgress, today: string): RequestStatus {
  if (progress.dayparts_count === 0) return 'other';
  if (progress.open_dayparts === 0 || progress.first_open_date === null) return 'completed';
  const limits = thresholdsOf(today);
  if (progress.first_open_date <= limits.high) return 'high';
  if (progress.first_open_date <= limits.medium) return 'medium';
  return 'other';
}

let lastThresholds = { today: '', high: '', medium: '' };

/** The last dates of high and medium for `today`: a list's rows share one today, so the last is kept (date arithmetic per row was a list's hot spot). */
function thresholdsOf(today: string): { high: string; medium: string } {
  if (lastThresholds.today !== today)
    lastThresholds = { today, high: addDays(today, STATUS_THRESHOLD_DAYS.high), medium: addDays(today, STATUS_THRESHOLD_DAYS.medium) };
  return lastThresholds;
}

/** The list's warning colour by the first open daypart, by the same thresholds as the status. */
export function requestWarning(progress: RequestProgress, today: string): RequestWarning {
  const status = requestStatus(progress, today);
  return status === 'high' ? 'red' : status === 'medium' ? 'orange' : null;
}

/**
 * Which rows have a status, for the list's status filter in SQL (the same thresholds as
 * `requestStatus`): completed by its counts; high and medium by the first open date lying within
 * `[from, to]` (a bound left out is open); other by a later first open date, or no dayparts at all.
 */
export type StatusCondition = { kind: 'completed' } | { kind: 'open'; from: string | null; to: string } | { kind: 'other'; from: string };

export function statusCondition(status: RequestStatus, today: string): StatusCondition {
  const high = addDays(today, STATUS_THRESHOLD_DAYS.high);
  const medium = addDays(today, STATUS_THRESHOLD_DAYS.medium);
  switch (status) {
    case 'completed':
      return { kind: 'completed' };
    case 'high':
      return { kind: 'open', from: null, to: high };
    case 'medium':
      return { kind: 'open', from: addDays(high, 1), to: medium };
    case 'other':
      return { kind: 'other', from: addDays(medium, 1) };
  }
}

/** How many requests of a group have each status: the group card's status bar. */
export type StatusCounts = Record<RequestStatus, number>;

export function statusCounts(statuses: readonly RequestStatus[]): StatusCounts {
  const counts: StatusCounts = { completed: 0, high: 0, medium: 0, other: 0 };
  for (const status of statuses) counts[status] += 1;
  return counts;
}

/**
 * A request group's row status (docs/requests.md 'The high row rule'): completed when every request
 * of the group is completed, otherwise the most urgent status among its requests that are not
 * completed (high before medium before other). An empty group is other.
 */
export function groupStatus(statuses: readonly RequestStatus[]): RequestStatus {
  if (statuses.length === 0) return 'other';
  if (statuses.every((s) => s === 'completed')) return 'completed';
  if (statuses.includes('high')) return 'high';
  if (statuses.includes('medium')) return 'medium';
  return 'other';
}
