/**
 * The person card's logs right (spec 001 section 6 'Person card tab and field permissions': logs),
 * after the PERMISSION_<AREA>_<ACTION> pattern.
 */
export const PersonLogPermission = {
  /** the person popup's Logs tab */
  PERSON_LOGS: 'PERMISSION_PERSON_LOGS',
} as const;

/** GET person/{id}/logs: the request log's events that name the person (planned, unplanned, proposals, answers), newest first. */
export interface PersonLogEntry {
  id: number;
  at: string;
  event: string;
  request_number: number;
  branch_name: string | null;
  author_name: string;
}

/** At most this many of a person's log entries are answered (the newest). */
export const PERSON_LOG_LIMIT = 500;
