import { z } from 'zod';
import { isCalendarDate, optionalDate } from '../field-schemas';
import { Permission as P } from '../permissions';
import { recordId } from '../record-id';
import type { DaypartNumber } from './daypart-actions';
import { addDays } from './request-status';

/**
 * The open-dayparts overview a school embeds in its intranet (OPEN-01..07, docs/open-dayparts.md,
 * ADR 0083): the public page `/embed/overview-open-dayparts/:token` and its call
 * `GET embed/overview-open-dayparts/{token}`, opened by an embed token an administrator issues.
 */

/** Who issues, lists and revokes embed tokens: the pool administrator's settings right. */
export const EmbedTokenRights: readonly string[] = [P.SETTINGS_ALL];

/** Weeks shown: 1 to 4, default 2 (OPEN-02, spec 000 section 9). */
export const OPEN_DAYPARTS_WEEKS = { min: 1, max: 4, default: 2 } as const;

/** The warning without data (OPEN-07): the page shows its translation. */
export const OPEN_DAYPARTS_EMPTY_KEY = 'request.intranet.error_message';

/** An embed token is 256 random bits, 64 hex digits (only its SHA-256 is stored). */
export const embedTokenParamsSchema = z.object({ token: z.string().regex(/^[0-9a-f]{64}$/, 'The token is invalid.') });

/** `start` (YYYY-MM-DD, default today) and `number_of_weeks` (1 to 4, default 2). */
export const openDaypartsQuerySchema = z.object({
  start: optionalDate('Start'),
  number_of_weeks: z.preprocess(
    (v) => (v === undefined || v === '' ? OPEN_DAYPARTS_WEEKS.default : v),
    z.coerce
      .number({ error: 'The number of weeks must be 1 to 4.' })
      .int('The number of weeks must be 1 to 4.')
      .min(OPEN_DAYPARTS_WEEKS.min, 'The number of weeks must be 1 to 4.')
      .max(OPEN_DAYPARTS_WEEKS.max, 'The number of weeks must be 1 to 4.'),
  ),
});

/** An origin a page may frame the overview from: scheme, host and optional port, nothing else. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;
const INVALID_ORIGIN = 'An allowed origin must be a scheme and host, like https://intranet.school.nl.';

export const embedTokenCreateSchema = z.object({
  label: z
    .string({ error: 'The label is required.' })
    .trim()
    .min(1, 'The label is required.')
    .max(100, 'The label may not be greater than 100 characters.'),
  /** the branches it shows; none: the whole pool */
  branches: z.array(recordId()).max(100).default([]),
  origins: z
    .array(
      z
        .string({ error: INVALID_ORIGIN })
        .trim()
        .toLowerCase()
        .refine((v) => ORIGIN.test(v), INVALID_ORIGIN),
    )
    .min(1, 'Give at least one allowed origin.')
    .max(5, 'At most 5 allowed origins.'),
});
export type EmbedTokenCreate = z.input<typeof embedTokenCreateSchema>;
export type EmbedTokenInput = z.output<typeof embedTokenCreateSchema>;

/** An embed token as the admin list shows it (never its hash). */
export interface EmbedTokenView {
  id: number;
  label: string;
  branches: { id: number; name: string }[];
  origins: string[];
  created_at: string;
  created_by: string;
  revoked_at: string | null;
}

/** The answer of issuing: the clear token, shown this once. */
export interface EmbedTokenIssued extends EmbedTokenView {
  token: string;
}

export interface OpenDaypart {
  date: string;
  daypart: DaypartNumber;
  start_work_time: string | null;
  end_work_time: string | null;
}

/** A request with open dayparts in the range: no persons, only what the panel shows (OPEN-04, OPEN-05). */
export interface OpenDaypartsRequest {
  number: number;
  branch: { name: string; email: string | null };
  /** the schedule's name: the school's group */
  group: string;
  open_dayparts: number;
  dates: OpenDaypart[];
}

export interface OpenDaypartsWeek {
  /** ISO week number */
  week: number;
  start: string;
  end: string;
  /** the numbers of the requests with open dayparts this week */
  requests: number[];
}

/** `GET embed/overview-open-dayparts/{token}` (OPEN-03). */
export interface OpenDaypartsOverview {
  requestInfo: { pool: string; numberOfRequests: number; datePeriod: { start: string; end: string } };
  requests: OpenDaypartsRequest[];
  weeks: OpenDaypartsWeek[];
}

/** The Monday of the week `date` (YYYY-MM-DD) falls in. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** The ISO week number of a date. */
export function isoWeekOf(date: string): number {
  const thursday = new Date(`${addDays(mondayOf(date), 3)}T00:00:00Z`);
  const jan1 = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - jan1) / 86_400_000 / 7) + 1;
}

/** The weeks shown: from the Monday of `start`'s week, `weeks` whole weeks. */
export function overviewWeeks(start: string, weeks: number): { week: number; start: string; end: string }[] {
  if (!isCalendarDate(start)) return [];
  const first = mondayOf(start);
  return Array.from({ length: weeks }, (_, i) => {
    const monday = addDays(first, 7 * i);
    return { week: isoWeekOf(monday), start: monday, end: addDays(monday, 6) };
  });
}
