import { z } from 'zod';
import { idList, isCalendarDate, optionalId, optionalText, requiredDate, requiredId, requiredText } from '../field-schemas';
import { MAX_RECORD_ID } from '../record-id';
import type { ColumnFormat } from '../templates';
import { DAYPART_ACTIONS, DAYPART_NUMBERS, type DaypartNumber } from './daypart-actions';
import { RequestMessages } from './request-messages';

/**
 * The bodies of the staffing calls, validated by the service at the edge and by the
 * screens' forms with the same schemas (react-hook-form + zod). Field names are the spec's (section
 * 3, 'Request create payload'): ids go out under the entity's name (`branch`, `schedule`, ...).
 */

/** A request may hold dayparts over two school years at most; a longer list is refused, not truncated. */
export const MAX_REQUEST_DATES = 740;
/** At most 6 requests per group (spec 000 section 9). */
export const MAX_GROUP_REQUESTS = 6;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankToNull = (v: unknown) => (v === '' ? null : v);

/** The schedule: 'Please select schedule' when missing (REQ-CREATE-05). */
const scheduleField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : blankToUndefined(v)),
  z
    .number({ error: (issue) => (issue.input === undefined ? RequestMessages.scheduleRequired : 'The selected Schedule is invalid.') })
    .int('The selected Schedule is invalid.')
    .positive('The selected Schedule is invalid.')
    .max(MAX_RECORD_ID, 'The selected Schedule is invalid.'),
);

const optionalUrl = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `The ${label} must be a valid URL.` })
      .trim()
      .max(2000, `The ${label} may not be greater than 2000 characters.`)
      .pipe(z.url({ protocol: /^https?$/, error: `The ${label} must be a valid URL.` }))
      .nullish(),
  );

const INVALID_DATE = 'The Dayparts must name real dates (YYYY-MM-DD).';

const daypartNumber = z.union(
  DAYPART_NUMBERS.map((n) => z.literal(n)),
  { error: 'The Dayparts must be 1 (morning) or 2 (afternoon).' },
);

/** One daypart of a request: a date and its daypart number. */
export interface DaypartRef {
  date: string;
  daypart: DaypartNumber;
}

/**
 * The dayparts of a call, keyed by date as the calendar's checked dayparts are
 * (`{ '2026-11-23': [1, 2] }`), answered as a sorted list without repeats. None at all is
 * 'Select at least one daypart.' (REQ-CREATE-07).
 */
export const daypartSelectionSchema = z
  .record(
    z.string().refine(isCalendarDate, INVALID_DATE),
    z.array(daypartNumber, { error: 'The Dayparts of a date must be a list.' }).max(2, 'A date has two dayparts.'),
    // a key that is no real date names its own problem; a body that is no object at all asks for dayparts
    {
      error: (issue) =>
        issue.code === 'invalid_key' ? INVALID_DATE : issue.code === 'invalid_type' ? RequestMessages.daypartRequired : undefined,
    },
  )
  .transform((days): DaypartRef[] =>
    Object.entries(days)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .flatMap(([date, parts]) => [...new Set(parts)].sort().map((daypart) => ({ date, daypart: daypart as DaypartNumber }))),
  )
  .refine((refs) => refs.length > 0, RequestMessages.daypartRequired)
  .refine((refs) => refs.length <= MAX_REQUEST_DATES * 2, `At most ${MAX_REQUEST_DATES * 2} dayparts can be sent at once.`);

/** The request's editable data: create takes all of it, update any part (fields left out stay). */
const requestDataShape = {
  absentee_person: optionalId('Absentee Person'),
  reason_for_absence: requiredId('Reason for absence'),
  preferred_person: optionalId('Preferred person'),
  labels: idList('Labels').optional(),
  admin_remark: optionalText('Admin remark', 5000),
  internal_remark: optionalText('Internal remark', 5000),
  general_remark: optionalText('General remark', 5000),
  vacancy_url: optionalUrl('Vacancy url'),
  message: optionalText('Message', 5000),
  request_group: optionalId('Request group'),
};

/**
 * POST /api/request (REQ-CREATE-03). `dates` may carry the dayparts in the same call, so a request
 * and its dayparts are saved in one transaction; the spec's second call (POST
 * /api/request/{id}/dates with action 'add') works too. The absentee is required unless the reason
 * for absence says otherwise: the service checks that, it knows the reason.
 */
export const requestCreateSchema = z.object({
  branch: requiredId('Branch'),
  schedule: scheduleField,
  ...requestDataShape,
  template_alias: z.literal('create').optional(),
  dates: daypartSelectionSchema.optional(),
  /** the maker's tick for the sickness notification (MD-SET-08); the branch's setting may decide alone */
  send_sickness_notification: z.boolean({ error: 'The Send sickness notification field must be true or false.' }).optional(),
});
export type RequestCreateInput = z.infer<typeof requestCreateSchema>;

/** PUT /api/request/{id}: branch and schedule are fixed once the request has dayparts on them. */
export const requestUpdateSchema = z.object(requestDataShape).partial();
export type RequestUpdateInput = z.infer<typeof requestUpdateSchema>;

/**
 * POST /api/request/{id}/dates: one daypart action on the listed dayparts, all or nothing
 * (REQ-DP-01/02). `reason` is a reason for dayparts of the action's reason action
 * (`REASON_ACTION_OF`); only plan, and the first add of a request without dayparts (the create
 * stepper's save), go without. `person` is whom plan assigns.
 */
export const daypartActionSchema = z
  .object({
    action: z.enum(DAYPART_ACTIONS, { error: 'The action is not allowed.' }),
    dayparts: daypartSelectionSchema,
    reason: optionalId('Reason'),
    comment: optionalText('Comment', 1000),
    person: optionalId('Person'),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'plan' && !input.person)
      ctx.addIssue({ code: 'custom', path: ['person'], message: RequestMessages.personRequired });
  });
export type DaypartActionInput = z.infer<typeof daypartActionSchema>;

/** POST /api/request/{id}/notes: a note is a message for admins, never changed or deleted (REQ-DATA-07). */
export const requestNoteSchema = z.object({ message: requiredText('Message', 5000) });
export type RequestNoteInput = z.infer<typeof requestNoteSchema>;

/** POST /api/request/{id}/payroll-notification: the create stepper's optional third call (REQ-CREATE-04). */
export const payrollNotificationSchema = z.object({ dateFrom: requiredDate('Date from') });
export type PayrollNotificationInput = z.infer<typeof payrollNotificationSchema>;

/** A request of a group with the employability (labels) required of its substitute. */
export const groupRequestSchema = z.object({
  request: requiredId('Request'),
  labels: idList('Labels').optional(),
});
export type GroupRequestInput = z.infer<typeof groupRequestSchema>;

const groupRequests = z
  .array(groupRequestSchema, { error: 'The Requests must be a list.' })
  .max(MAX_GROUP_REQUESTS, RequestMessages.groupFull)
  .refine((list) => new Set(list.map((r) => r.request)).size === list.length, 'The selected Request is invalid.');

const groupShape = {
  reference: requiredText('Reference', 100),
  description: optionalText('Description', 1000),
  remark: optionalText('Remark', 5000),
  period_start: requiredDate('Start date'),
  period_end: requiredDate('End date'),
  requests: groupRequests.optional(),
};

const periodInOrder = (group: { period_start?: string; period_end?: string }) =>
  !group.period_start || !group.period_end || group.period_end >= group.period_start;
const periodMessage = { path: ['period_end'], message: 'The End date must be a date after or equal to Start date.' };

/** POST /api/request-group (REQ-GROUP-01): reference, description, remark, period, up to 6 requests. */
export const requestGroupCreateSchema = z.object(groupShape).refine(periodInOrder, periodMessage);
export type RequestGroupCreateInput = z.infer<typeof requestGroupCreateSchema>;

/** PUT /api/request-group/{id}: any part; `requests`, when sent, is the whole new list. */
export const requestGroupUpdateSchema = z.object(groupShape).partial().refine(periodInOrder, periodMessage);
export type RequestGroupUpdateInput = z.infer<typeof requestGroupUpdateSchema>;

/**
 * GET /api/request/calendar-context: what the create stepper's calendar needs for a branch,
 * schedule and absentee (REQ-CREATE-07..11); `request` leaves that request's own dates out of the
 * absentee's dates (the Schedule tab).
 */
export const calendarContextQuerySchema = z.object({
  branch: requiredId('Branch'),
  schedule: scheduleField,
  absentee_person: optionalId('Absentee Person'),
  request: optionalId('Request'),
});
export type CalendarContextQuery = z.infer<typeof calendarContextQuerySchema>;

/** The request list's filter keys (`filters[<key>]`, LIST-08) and sortable columns (`sortBy[column]`). */
export const REQUEST_LIST_FILTERS = [
  'status',
  'branch',
  'reason_for_absence',
  'absentee_person',
  'period_from',
  'period_to',
  'locked',
  'request_group',
  'warning',
] as const;
export const REQUEST_LIST_SORTS = [
  'number',
  'status',
  'first_open_date',
  'branch_name',
  'absentee_name',
  'reason',
  'period_start',
  'period_end',
  'open_dayparts',
  'created_at',
] as const;

/**
 * The request list's columns: the row property, the label key the requests module titles it with
 * and the format it shows its values in. Masterdata's request template shows them (a test holds the
 * two equal); staffing's CSV export writes them, titled and worded by the client (`csv-columns`,
 * ADR 0105, 0149).
 */
export const REQUEST_LIST_COLUMNS: readonly { value: string; label: string; format?: ColumnFormat }[] = [
  { value: 'number', label: 'request_list.number' },
  { value: 'status', label: 'fields.status', format: 'status' },
  { value: 'branch_name', label: 'fields.branch' },
  { value: 'absentee_name', label: 'fields.absentee_person' },
  { value: 'reason', label: 'fields.reason_for_absence' },
  { value: 'period_start', label: 'request_list.period_start', format: 'date' },
  { value: 'period_end', label: 'request_list.period_end', format: 'date' },
  { value: 'first_open_date', label: 'fields.first_open_daypart', format: 'warning' },
  { value: 'open_dayparts', label: 'request_list.open_dayparts' },
  { value: 'locked_by_name', label: 'request_list.locked', format: 'lock' },
  { value: 'request_group_reference', label: 'fields.request_group' },
];

export const REQUEST_GROUP_LIST_FILTERS = ['status', 'period_from', 'period_to'] as const;
export const REQUEST_GROUP_LIST_SORTS = ['reference', 'period_start', 'period_end', 'status', 'created_at'] as const;
