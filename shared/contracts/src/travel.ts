import { z } from 'zod';
import { optionalDate, optionalId, requiredDate, requiredMessage } from './field-schemas';

/**
 * Travel allowance and hourly rates (DOMAIN 'Work state', CONST-08 and CONST-09): the
 * rule both the admin screens and later the work state compute with, and the input schemas of
 * master data's travel and hourly rate calls.
 */

/** The first day of the per-km regime; before it, the collective-agreement table applies. */
export const TRAVEL_PER_KM_FROM = '2024-01-01';
/** Euro net per paid km from 2024. */
export const TRAVEL_EURO_PER_KM = 0.17;
/** The first km of each single trip are not paid from 2024. */
export const TRAVEL_UNPAID_KM_PER_TRIP = 7;
/** Until 2023 the table amount divided by this gives the amount of one day. */
export const TRAVEL_TABLE_DAY_DIVISOR = 4.35;
/** The largest single trip a distance may hold (km). */
export const TRAVEL_MAX_KM = 999.9;

const cents = (euro: number) => Math.round((euro + Number.EPSILON) * 100) / 100;

/**
 * The travel allowance of one working day, in euro rounded to the cent: until 2023-12-31 the
 * collective-agreement table amount of the distance divided by 4.35 (null when no table amount is
 * known); from 2024-01-01 0.17 euro a km of the trip there and the trip back, the first 7 km of
 * each unpaid. `date` is YYYY-MM-DD; a negative or non-finite distance or amount is a RangeError.
 */
export function travelAllowance(date: string, kmSingleTrip: number, tableAmount: number | null): number | null {
  if (!Number.isFinite(kmSingleTrip) || kmSingleTrip < 0) throw new RangeError(`travelAllowance: bad distance ${kmSingleTrip}`);
  if (tableAmount !== null && (!Number.isFinite(tableAmount) || tableAmount < 0))
    throw new RangeError(`travelAllowance: bad table amount ${tableAmount}`);
  if (date < TRAVEL_PER_KM_FROM) return tableAmount === null ? null : cents(tableAmount / TRAVEL_TABLE_DAY_DIVISOR);
  return cents(2 * Math.max(0, kmSingleTrip - TRAVEL_UNPAID_KM_PER_TRIP) * TRAVEL_EURO_PER_KM);
}

const decimalText = /^\d+(\.\d+)?$/;
const DECIMALS_TEXT: Record<number, string> = { 0.1: 'one decimal', 0.01: 'two decimals' };
const decimal = (label: string, max: number, step: 0.1 | 0.01) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && decimalText.test(v) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage(label) : `The ${label} must be a number.`) })
      .min(0, `The ${label} must be between 0 and ${max}.`)
      .max(max, `The ${label} must be between 0 and ${max}.`)
      .refine((n) => Math.abs(Math.round(n / step) * step - n) < 1e-9, `The ${label} may have at most ${DECIMALS_TEXT[step]}.`),
  );

export const kmField = (label = 'Distance') => decimal(label, TRAVEL_MAX_KM, 0.1);
export const euroField = (label = 'Amount') => decimal(label, 999_999.99, 0.01);

/** PUT person/{id}/travel-distances/{branchId}: the km of one single trip entered by hand. */
export const travelDistanceInputSchema = z.strictObject({ km: kmField() });
export type TravelDistanceInput = z.infer<typeof travelDistanceInputSchema>;

/** A row of a branch's travel expense table (MD-TRAVEL-01): the amount for a km band in a date range. */
export const travelExpenseEntryInputSchema = z.strictObject({
  km_min: kmField('Km min'),
  km_max: kmField('Km max'),
  amount: euroField('Allowance amount'),
  start_date: requiredDate('Start date'),
  end_date: optionalDate('End date'),
});
export type TravelExpenseEntryInput = z.infer<typeof travelExpenseEntryInputSchema>;

/** A secondment hourly rate of a person (MD-SECOND-01): amount, optional branch, period. */
export const hourlyRateInputSchema = z.strictObject({
  amount: euroField('Amount'),
  branch_id: optionalId('Branch'),
  start_date: requiredDate('Start date'),
  end_date: optionalDate('End date'),
});
export type HourlyRateInput = z.infer<typeof hourlyRateInputSchema>;

/** One distance of a person's Travel expenses tab. */
export interface TravelDistanceRow {
  person_id: number;
  person_name: string;
  branch_id: number;
  branch_name: string;
  km: number;
  source: 'entered' | 'computed';
  /** the allowance of one working day on the asked date (euro; null when no table amount is known before 2024) */
  allowance: number | null;
}

export interface TravelExpenseEntry {
  id: number;
  branch_id: number;
  km_min: number;
  km_max: number;
  amount: number;
  start_date: string;
  end_date: string | null;
}

export interface HourlyRate {
  id: number;
  person_id: number;
  branch_id: number | null;
  branch_name: string | null;
  amount: number;
  start_date: string;
  end_date: string | null;
}

/** What the Travel expenses and Hourly rate tabs read: the rows and whether the caller may change them. */
export interface PersonTravelDistances {
  /** the day the allowances are of */
  date: string;
  can_edit: boolean;
  distances: TravelDistanceRow[];
}

export interface BranchTravelExpenses {
  can_edit: boolean;
  entries: TravelExpenseEntry[];
}

export interface PersonHourlyRates {
  can_edit: boolean;
  rates: HourlyRate[];
}
