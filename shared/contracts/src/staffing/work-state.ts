import { z } from 'zod';
import { ExtraPermission as E } from '../permission-catalogue';
import { Permission as P } from '../permissions';
import type { DaypartNumber } from './daypart-actions';
import type { RequestStatus } from './request-status';
import type { NamedRef, PersonRef } from './request-views';

/**
 * Work state (spec 000 sections 3 and 4, WS-01..WS-10, DOMAIN 'Work state'): one line per
 * planned daypart whose date has passed, taken through approved -> reviewed -> processed -> sent.
 * The rules are in docs/work-state.md and ADR 0085; this file is what the staffing service and the
 * work-state screens share.
 */

/** The steps in their order; `sent` is set by the payroll send (the `send` action only queues a line). */
export const WORK_STATE_STEPS = ['approved', 'reviewed', 'processed', 'sent'] as const;
export type WorkStateStep = (typeof WORK_STATE_STEPS)[number];

/** The extra checkmarks 1..5 (WS-03); a checkmark shows only when its setting names it. */
export const WORK_STATE_CHECKMARKS = [1, 2, 3, 4, 5] as const;
export type WorkStateCheckmark = (typeof WORK_STATE_CHECKMARKS)[number];

/** Default WTF of a daypart without a week-schedule segment (CONST-06, spec 000 section 9). */
export const DEFAULT_WTF = 0.1;
/** One-day replacement (DOMAIN 'Work state'): at least this many hours are paid ... */
export const ONE_DAY_MIN_HOURS = 5;
/** ... and at least this WTF. */
export const ONE_DAY_MIN_WTF = 0.125;

/**
 * Who took a step and when; `by.id` is the acting profile. For `sent`, `at` is when the payroll system
 * accepted the line and `by` the user who sent it (queued it); `by.id` may be null for lines sent before that was kept.
 */
export interface WorkStateMark {
  at: string;
  by: { id: number | null; name: string };
}

/** Where the line stands with the payroll system (ADR 0087). */
export const PAYROLL_STATES = ['none', 'queued', 'sending', 'sent', 'rejected'] as const;
export type PayrollState = (typeof PAYROLL_STATES)[number];

/** The request a line belongs to (WS-07); `id` is the request's number, as everywhere (ADR 0030). */
export interface WorkStateRequestRef {
  id: number;
  /** '#<number> <absentee>' (the absentee's name when there is one) */
  name: string;
  branch: NamedRef;
  status: RequestStatus;
  reason_for_absence: { id: number; description: string } | null;
  period_start: string | null;
  period_end: string | null;
}

/** A status chip of the line (WS-07 'statuses (icon, label)'): label is an i18n key of the screens. */
export interface WorkStateStatus {
  icon: string;
  label: string;
}

/** A work-state line (WS-05..WS-07). Amounts are numbers in euro, distances in km, hours decimal. */
export interface WorkStateLine {
  id: number;
  date: string;
  daypart: DaypartNumber;
  request: WorkStateRequestRef;
  person: PersonRef | null;
  wtf: number;
  hours: number;
  secondment_branch: NamedRef | null;
  /** km there and back */
  distance_total: number | null;
  /** euro, by `travelAllowance` */
  travel_cost: number | null;
  cao_fee: number | null;
  contribution: number | null;
  approved: WorkStateMark | null;
  reviewed: WorkStateMark | null;
  processed: WorkStateMark | null;
  sent: WorkStateMark | null;
  /** the extra checkmarks that are set, keyed '1'..'5' */
  checks: Partial<Record<`${WorkStateCheckmark}`, WorkStateMark>>;
  external_employee_id: string | null;
  replacement_id: string | null;
  payroll_state: PayrollState;
  payroll_error: string | null;
  /** processed (or sent): no more edits */
  locked: boolean;
  statuses: WorkStateStatus[];
}

/** The list's filter keys (`filters[<key>]`, LIST-08) and sortable columns (`sortBy[column]`). */
export const WORK_STATE_LIST_FILTERS = ['period_from', 'period_to', 'branch', 'person', 'request', 'step'] as const;
export const WORK_STATE_LIST_SORTS = ['date', 'request', 'branch_name', 'person_name', 'wtf', 'hours', 'travel_cost'] as const;
/** `filters[step]`: the lines at a stage: awaiting a step ('to_approve' ...), or past one ('approved' ...). */
export const WORK_STATE_STEP_FILTERS = [
  'to_approve',
  'to_review',
  'to_process',
  'to_send',
  'approved',
  'reviewed',
  'processed',
  'sent',
  'rejected',
] as const;
export type WorkStateStepFilter = (typeof WORK_STATE_STEP_FILTERS)[number];
/** Without period filters the list shows the last 4 weeks: from today - 28 days to yesterday. */
export const WORK_STATE_DEFAULT_WEEKS = 4;

/** meta.totals of GET /api/work-state: the sums over every line of the filter, not just the page. */
export type WorkStateTotals = {
  lines: number;
  wtf: number;
  hours: number;
  distance_total: number;
  travel_cost: number;
};

const decimals = (n: number, places: number) => Math.abs(Math.round(n * 10 ** places) - n * 10 ** places) < 1e-6;
const toNumber = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v);
const amount = (label: string, max: number, places: number) =>
  z.preprocess(
    (v) => (v === '' ? null : toNumber(v)),
    z
      .number({ error: `The ${label} must be a number.` })
      .min(0, `The ${label} must be between 0 and ${max}.`)
      .max(max, `The ${label} must be between 0 and ${max}.`)
      .refine((n) => decimals(n, places), `The ${label} may have at most ${places} decimals.`)
      .nullable(),
  );

/** PATCH /api/work-state/{id}: the editable fields (WS-08); a processed line answers 409. */
export const workStateEditSchema = z
  .strictObject({
    wtf: z.preprocess(
      toNumber,
      z
        .number({ error: 'The WTF must be a number.' })
        .min(0, 'The WTF must be between 0 and 1.')
        .max(1, 'The WTF must be between 0 and 1.')
        .refine((n) => decimals(n, 4), 'The WTF may have at most 4 decimals.'),
    ),
    distance_total: amount('Distance', 9999.9, 1),
    cao_fee: amount('CAO fee', 999_999.99, 2),
    contribution: amount('Contribution', 999_999.99, 2),
    /** the branch the work is invoiced to (secondment, WS-07); null: none */
    secondment_branch_id: z.preprocess(
      (v) => (v === '' ? null : toNumber(v)),
      z
        .number({ error: 'The selected Secondment branch is invalid.' })
        .int('The selected Secondment branch is invalid.')
        .min(1, 'The selected Secondment branch is invalid.')
        .max(2_147_483_647, 'The selected Secondment branch is invalid.')
        .nullable(),
    ),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change.');
export type WorkStateEditInput = z.infer<typeof workStateEditSchema>;

export const WORK_STATE_ACTIONS = ['approve', 'review', 'process', 'send', 'undo', 'check', 'uncheck'] as const;
export type WorkStateAction = (typeof WORK_STATE_ACTIONS)[number];
export const MAX_WORK_STATE_BULK = 5000;

/** POST /api/work-state/actions: one action on many lines; check and uncheck name their checkmark. */
export const workStateBulkSchema = z
  .strictObject({
    action: z.enum(WORK_STATE_ACTIONS, { error: 'The action is not allowed.' }),
    ids: z
      .array(z.number({ error: 'The ids must be whole numbers.' }).int('The ids must be whole numbers.').min(1).max(2_147_483_647), {
        error: 'The ids field is required.',
      })
      .min(1, 'The ids field is required.')
      .max(MAX_WORK_STATE_BULK, `At most ${MAX_WORK_STATE_BULK} lines at once.`),
    checkmark: z
      .number({ error: 'The checkmark must be 1 to 5.' })
      .int('The checkmark must be 1 to 5.')
      .min(1, 'The checkmark must be 1 to 5.')
      .max(5, 'The checkmark must be 1 to 5.')
      .optional(),
  })
  .refine((b) => (b.action === 'check' || b.action === 'uncheck') === (b.checkmark !== undefined), {
    message: 'The checkmark is required for check and uncheck, and only for them.',
    path: ['checkmark'],
  });
export type WorkStateBulkInput = z.infer<typeof workStateBulkSchema>;

/** One line's outcome of a bulk action: the line as it now stands, or why it was left as it was. */
export type WorkStateActionResult = { id: number; ok: true } | { id: number; ok: false; error: string };

/** The answer of POST /api/work-state/actions. */
export interface WorkStateBulkAnswer {
  action: WorkStateAction;
  done: number;
  failed: number;
  results: WorkStateActionResult[];
}

/** The pool settings of work state (masterdata's catalogue takes its defaults from here). */
export const WORK_STATE_SETTING_DEFAULTS = {
  work_state_approve_enabled: true,
  work_state_review_enabled: true,
  work_state_process_enabled: true,
  work_state_send_enabled: true,
  work_state_checkmark_1: '',
  work_state_checkmark_2: '',
  work_state_checkmark_3: '',
  work_state_checkmark_4: '',
  work_state_checkmark_5: '',
} as const;
export type WorkStateSettingCode = keyof typeof WORK_STATE_SETTING_DEFAULTS;
/** The longest checkmark name. */
export const WORK_STATE_CHECKMARK_MAX = 40;

/** GET /api/work-state/settings: which steps are on, the named checkmarks, and what the caller may do. */
export interface WorkStateSettings {
  steps: Record<WorkStateStep, boolean>;
  /** only the checkmarks with a name, in number order */
  checkmarks: { number: WorkStateCheckmark; name: string }[];
  /** the actions the caller's rights allow at all (each line may still refuse one) */
  actions: WorkStateAction[];
  can_edit: boolean;
  /** whether a payroll system is configured (PAYROLL_URL); without one, Send answers 'No payroll system is configured.' */
  payroll_configured: boolean;
}

/** The messages a refused action or edit answers with (per line in a bulk answer). */
export const WorkStateMessages = {
  locked: 'The line is processed and can no longer be changed.',
  stepOff: 'This step is switched off.',
  alreadyDone: 'This step has already been taken.',
  previousMissing: 'The previous step has not been taken yet.',
  notAllowed: 'You may not take this step.',
  nothingToUndo: 'There is no step to undo.',
  undoSent: 'A sent line can no longer be undone.',
  undoSending: 'The line is being sent to payroll and cannot be undone now.',
  undoNotAllowed: 'Only a user with all work state rights may undo a step.',
  checkmarkUnknown: 'This checkmark is not in use.',
  notFound: 'The line was not found.',
  alreadyQueued: 'The line is already queued for payroll.',
} as const;

/** The Dutch of every work-state message and of the edit and bulk schemas' messages (the message catalogue spreads it). */
export const WORK_STATE_MESSAGES_NL: Readonly<Record<string, string>> = {
  [WorkStateMessages.locked]: 'De regel is verwerkt en kan niet meer worden gewijzigd.',
  [WorkStateMessages.stepOff]: 'Deze stap staat uit.',
  [WorkStateMessages.alreadyDone]: 'Deze stap is al gezet.',
  [WorkStateMessages.previousMissing]: 'De vorige stap is nog niet gezet.',
  [WorkStateMessages.notAllowed]: 'Je mag deze stap niet zetten.',
  [WorkStateMessages.nothingToUndo]: 'Er is geen stap om ongedaan te maken.',
  [WorkStateMessages.undoSent]: 'Een verstuurde regel kan niet meer ongedaan worden gemaakt.',
  [WorkStateMessages.undoSending]: 'De regel wordt naar de salarisadministratie verstuurd en kan nu niet ongedaan worden gemaakt.',
  [WorkStateMessages.undoNotAllowed]: 'Alleen een gebruiker met alle werkstaatrechten mag een stap ongedaan maken.',
  [WorkStateMessages.checkmarkUnknown]: 'Dit vinkje wordt niet gebruikt.',
  [WorkStateMessages.notFound]: 'De regel is niet gevonden.',
  [WorkStateMessages.alreadyQueued]: 'De regel staat al klaar voor de salarisadministratie.',
  'The WTF must be a number.': 'De WTF moet een getal zijn.',
  'The WTF must be between 0 and 1.': 'De WTF moet tussen 0 en 1 liggen.',
  'The WTF may have at most 4 decimals.': 'De WTF mag hoogstens 4 decimalen hebben.',
  'The Distance may have at most 1 decimals.': 'De Afstand mag hoogstens 1 decimaal hebben.',
  'The CAO fee may have at most 2 decimals.': 'De CAO-vergoeding mag hoogstens 2 decimalen hebben.',
  'The Contribution may have at most 2 decimals.': 'De Bijdrage mag hoogstens 2 decimalen hebben.',
  'The Distance must be between 0 and 9999.9.': 'De Afstand moet tussen 0 en 9999.9 liggen.',
  'The CAO fee must be between 0 and 999999.99.': 'De CAO-vergoeding moet tussen 0 en 999999.99 liggen.',
  'The Contribution must be between 0 and 999999.99.': 'De Bijdrage moet tussen 0 en 999999.99 liggen.',
  'The Distance must be a number.': 'De Afstand moet een getal zijn.',
  'The CAO fee must be a number.': 'De CAO-vergoeding moet een getal zijn.',
  'The Contribution must be a number.': 'De Bijdrage moet een getal zijn.',
  'Nothing to change.': 'Er is niets te wijzigen.',
  'The action is not allowed.': 'Deze actie is niet toegestaan.',
  'The ids field is required.': 'Het veld ids is verplicht.',
  'The ids must be whole numbers.': 'De ids moeten gehele getallen zijn.',
  [`At most ${MAX_WORK_STATE_BULK} lines at once.`]: `Hoogstens ${MAX_WORK_STATE_BULK} regels tegelijk.`,
  'The checkmark must be 1 to 5.': 'Het vinkje moet 1 tot en met 5 zijn.',
  'The checkmark is required for check and uncheck, and only for them.': 'Het vinkje is verplicht bij aan- en afvinken, en alleen daarbij.',
};

/** The rights of the work-state calls (docs/work-state.md 'Rights'). */
export const WorkStateRights = {
  view: [P.WORK_STATE_VIEW, P.WORK_STATE_ALL],
  approve: [E.WORK_STATE_APPROVE, P.WORK_STATE_ALL],
  review: [E.WORK_STATE_REVIEW, P.WORK_STATE_ALL],
  process: [E.WORK_STATE_PROCESS, P.WORK_STATE_ALL],
  /** queueing for payroll is the administration's, like processing */
  send: [E.WORK_STATE_PROCESS, P.WORK_STATE_ALL],
  undo: [P.WORK_STATE_ALL],
  check: [E.WORK_STATE_PROCESS, P.WORK_STATE_ALL],
  edit: [E.WORK_STATE_APPROVE, E.WORK_STATE_REVIEW, E.WORK_STATE_PROCESS, P.WORK_STATE_ALL],
} as const;
