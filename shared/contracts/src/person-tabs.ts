import { z } from 'zod';
import { oneOf, optionalDate, optionalText, requiredDate, requiredId, requiredMessage, wholeNumber } from './field-schemas';

/**
 * The person popup's own tabs (spec 001 sections 2 and 3, ADR 0101): Saving goals, Work
 * plans, Score, Other data, Data supplier, Couplings and the person report. Their rights follow the
 * PERMISSION_<AREA>_<ACTION> pattern of spec 001 section 6 (permission groups score, workplan,
 * custom fields; the person card's saving goals and PDF of personal data).
 */
export const PersonTabPermission = {
  SAVING_GOALS_VIEW: 'PERMISSION_SAVING_GOALS_VIEW',
  SAVING_GOALS_ALL: 'PERMISSION_SAVING_GOALS_ALL',
  WORKPLAN_VIEW: 'PERMISSION_WORKPLAN_VIEW',
  WORKPLAN_ALL: 'PERMISSION_WORKPLAN_ALL',
  SCORE_VIEW: 'PERMISSION_SCORE_VIEW',
  SCORE_ALL: 'PERMISSION_SCORE_ALL',
  /** custom fields "have view and edit" (spec 001 section 6): the Other data tab */
  CUSTOM_FIELDS_VIEW: 'PERMISSION_CUSTOM_FIELDS_VIEW',
  CUSTOM_FIELDS_EDIT: 'PERMISSION_CUSTOM_FIELDS_EDIT',
  /** the person card's "PDF of personal data" */
  PERSON_PDF: 'PERMISSION_PERSON_PDF',
} as const;

const X = PersonTabPermission;
/** Read with VIEW (or ALL), change with ALL; each tab's own pair. */
export const SAVING_GOAL_RIGHTS = { view: [X.SAVING_GOALS_VIEW, X.SAVING_GOALS_ALL], edit: [X.SAVING_GOALS_ALL] };
export const WORK_PLAN_RIGHTS = { view: [X.WORKPLAN_VIEW, X.WORKPLAN_ALL], edit: [X.WORKPLAN_ALL] };
export const SCORE_RIGHTS = { view: [X.SCORE_VIEW, X.SCORE_ALL], edit: [X.SCORE_ALL] };
export const CUSTOM_FIELD_RIGHTS = { view: [X.CUSTOM_FIELDS_VIEW, X.CUSTOM_FIELDS_EDIT], edit: [X.CUSTOM_FIELDS_EDIT] };

const HOURS_MAX = 9999.99;
const hoursText = /^\d+(\.\d{1,2})?$/;
/** Hours 0 to 9999.99 with at most two decimals, typed as text or sent as a number. */
export const hoursField = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && hoursText.test(v) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage(label) : `The ${label} must be a number.`) })
      .min(0, `The ${label} must be between 0 and ${HOURS_MAX}.`)
      .max(HOURS_MAX, `The ${label} must be between 0 and ${HOURS_MAX}.`)
      .refine((x) => Math.abs(Math.round(x * 100) - x * 100) < 1e-6, `The ${label} may have at most two decimals.`),
  );
/** The same, blank being 0. */
const optionalHours = (label: string) => z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), hoursField(label));

/** Saving goal types (decision, ADR 0101): what the saved hours are for. */
export const SAVING_GOAL_TYPES = ['leave', 'study', 'sabbatical', 'other'] as const;
export type SavingGoalType = (typeof SAVING_GOAL_TYPES)[number];

/** A saving goal (MD-PPOP-06): type, hours, description, start and end date. */
export const savingGoalInputSchema = z.strictObject({
  type: oneOf('Type', SAVING_GOAL_TYPES),
  hours: hoursField('Hours'),
  description: optionalText('Description'),
  start_date: requiredDate('Start date'),
  end_date: optionalDate('End date'),
});
export type SavingGoalInput = z.infer<typeof savingGoalInputSchema>;

export interface SavingGoal {
  id: number;
  person_id: number;
  type: SavingGoalType;
  hours: number;
  description: string | null;
  start_date: string;
  end_date: string | null;
}

/**
 * A work plan (MD-WPLAN-01): a person's hours at a branch in a period, with bapo and sustainable
 * employability. Hours left blank take the work plan definition's of that branch and period (ADR 0109).
 */
export const workPlanInputSchema = z.strictObject({
  branch_id: requiredId('Branch'),
  period_id: requiredId('Period'),
  hours: z.preprocess((v) => (v === '' || v === null ? undefined : v), hoursField('Hours').optional()),
  description: optionalText('Description'),
  bapo: optionalHours('Bapo'),
  sustainable_employability: optionalHours('Sustainable employability'),
});
export type WorkPlanInput = z.infer<typeof workPlanInputSchema>;

export interface WorkPlan {
  id: number;
  person_id: number;
  branch_id: number;
  branch_name: string;
  period_id: number;
  period_name: string;
  hours: number;
  description: string | null;
  bapo: number;
  sustainable_employability: number;
}

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
/** A score (decision, ADR 0101): 1 to 5 on a date with a remark; the rater is the caller. */
export const scoreInputSchema = z.strictObject({
  score: wholeNumber('Score', SCORE_MIN, SCORE_MAX),
  date: requiredDate('Date'),
  remark: optionalText('Remark', 1000),
});
export type ScoreInput = z.infer<typeof scoreInputSchema>;

export interface Score {
  id: number;
  person_id: number;
  score: number;
  date: string;
  remark: string | null;
  /** the username of who gave it */
  rater: string;
}

/** What a person row tab reads: its rows and whether the caller may change them. */
export interface PersonRows<T> {
  can_edit: boolean;
  rows: T[];
}

/** The Score tab also carries the average of the person's scores (one decimal; null without scores). */
export interface PersonScores extends PersonRows<Score> {
  average: number | null;
}

/** One line of the person's Data supplier tab: a supplier's link to the person or one of their contracts (ADR 0102). */
export interface PersonSupplierRecord {
  data_supplier_id: number;
  supplier_name: string;
  supplier_code: string;
  kind: 'person' | 'contract';
  record_id: number;
  external_id: string;
  imported_at: string;
  updated_at: string;
}

/** A typed value of an additional field (MD-ADDF-01): a whole number, a day, a moment or yes/no. */
export type AdditionalFieldValue = number | string | boolean | null;

/** One additional field of a record's Other data (ADR 0101): the field, its rules and the record's value. */
export interface AdditionalFieldEntry {
  id: number;
  key: string;
  label: string;
  type: 'integer' | 'date' | 'datetime' | 'bool';
  required: boolean;
  min: number | null;
  max: number | null;
  /** integer: a number; date: YYYY-MM-DD; datetime: YYYY-MM-DDTHH:MM; bool: true or false; null: none */
  value: AdditionalFieldValue;
}

export interface RecordAdditionalFields {
  can_edit: boolean;
  fields: AdditionalFieldEntry[];
}

/** PUT {person|branch}/{id}/additional-fields: values by field key; a key left out stays as it is, null clears. */
export const additionalFieldValuesInputSchema = z.strictObject({
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]), { error: 'The values must be an object.' }),
});
export type AdditionalFieldValuesInput = z.infer<typeof additionalFieldValuesInputSchema>;

/** One line of the person's Couplings tab (ADR 0101): what the person is linked to outside master data. */
export interface PersonCoupling {
  kind: 'account' | 'profile' | 'data_supplier';
  /** the username, the profile type, the supplier with its code */
  name: string;
  /** the account's e-mail, the profile's branch and roles, the supplier's external id */
  detail: string;
}
