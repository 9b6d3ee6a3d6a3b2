import { z } from 'zod';
import { recordId } from '../record-id';
import { addDays, STATUS_THRESHOLD_DAYS } from '../staffing/request-status';

/** YYYY-MM-DD (DESIGN section 3), a real calendar date. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'The date must be YYYY-MM-DD.' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
    message: 'The date is not a real date.',
  });

/** One id or a list of ids, as `filter[x]=1` or `filter[x][]=1&filter[x][]=2` arrive after qs; always a list. */
const idList = z
  .union([recordId(), z.array(recordId()).max(500, { message: 'At most 500 values.' })])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** Request length (RPT-MENU-10): short or long (DOMAIN: long spans more than `short_long_period_definition` working days). */
export const REQUEST_LENGTHS = ['short', 'long'] as const;
export type RequestLength = (typeof REQUEST_LENGTHS)[number];

/** First-open filter (RPT-MENU-10): where a request's first open daypart falls from today. */
export const FIRST_OPEN_RANGES = [
  'today',
  'tomorrow',
  'within_1_week',
  'between_1_and_4_weeks',
  'within_4_weeks',
  'after_4_weeks',
  'in_the_past',
] as const;
export type FirstOpenRange = (typeof FIRST_OPEN_RANGES)[number];

/**
 * The dates a request's first open daypart lies between for a first-open range, from `today` in
 * Amsterdam (both ends included; an open end is null). The weeks are the request list's warning
 * thresholds (1 week = 7 days, 4 weeks = 28), so "within 1 week" is what the list shows red.
 */
export function firstOpenBounds(range: FirstOpenRange, today: string): { from: string | null; to: string | null } {
  const week = addDays(today, STATUS_THRESHOLD_DAYS.high);
  const fourWeeks = addDays(today, STATUS_THRESHOLD_DAYS.medium);
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'tomorrow':
      return { from: addDays(today, 1), to: addDays(today, 1) };
    case 'within_1_week':
      return { from: today, to: week };
    case 'between_1_and_4_weeks':
      return { from: addDays(week, 1), to: fourWeeks };
    case 'within_4_weeks':
      return { from: today, to: fourWeeks };
    case 'after_4_weeks':
      return { from: addDays(fourWeeks, 1), to: null };
    case 'in_the_past':
      return { from: null, to: addDays(today, -1) };
  }
}

/**
 * The filter every report understands (RPT-MENU-05): `filter[period_from]`, `filter[period_to]`,
 * `filter[branch][]`, `filter[board]`, `filter[person][]`, `filter[reason_for_absence][]`,
 * `filter[length]`, `filter[first_open]`. A report reads the keys it offers and ignores the rest
 * (a cached filter of another report may carry them).
 */
export const reportFilterSchema = z
  .object({
    period_from: isoDate.optional(),
    period_to: isoDate.optional(),
    branch: idList.optional(),
    board: recordId().optional(),
    person: idList.optional(),
    reason_for_absence: idList.optional(),
    length: z.enum(REQUEST_LENGTHS).optional(),
    first_open: z.enum(FIRST_OPEN_RANGES).optional(),
  })
  .refine((f) => !f.period_from || !f.period_to || f.period_from <= f.period_to, {
    message: 'The period must end on or after its start.',
    path: ['period_to'],
  });
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** Sorting (RPT-MENU-05): `sorting[field]` and `sorting[direction]` down (descending) or up (ascending). */
export const reportSortingSchema = z.object({
  field: z.string().regex(/^[a-z_]{1,40}$/, { message: 'The sort field is not allowed.' }),
  direction: z.enum(['down', 'up']).default('up'),
});
export type ReportSorting = z.infer<typeof reportSortingSchema>;

/** The whole query of `GET /api/reports/:key` after `qs` nested it. */
export const reportQuerySchema = z.object({
  filter: z
    .union([reportFilterSchema, z.literal('')])
    .optional()
    .transform((f) => (f ? f : {})),
  sorting: reportSortingSchema.optional(),
  _locale: z.string().optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The longest period a report reads at once: two school years (the longest preset, FILTER-20, and one more). */
export const REPORT_MAX_PERIOD_DAYS = 731;

/** The filter keys a report's template may offer, as the client sends them (`filter[<key>]`). */
export type ReportFilterKey = keyof ReportFilter;
