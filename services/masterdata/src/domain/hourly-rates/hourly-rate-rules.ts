import { z } from 'zod';
import { ExtraPermission, type HourlyRateInput } from '@app/contracts';
import { addError, requiredId, type FieldErrors } from '../validation/field-schemas';
import { endNotBeforeStart } from '../validation/date-range';

const X = ExtraPermission;
/** The secondment hourly rate group (ID-PERM-06): read with VIEW, change with ALL. */
export const HOURLY_RATE_RIGHTS = {
  view: [X.SECONDMENT_HOURLY_RATE_VIEW, X.SECONDMENT_HOURLY_RATE_ALL],
  edit: [X.SECONDMENT_HOURLY_RATE_ALL],
};

/** person/{id}/hourly-rates/{rateId} */
export const hourlyRateParamsSchema = z.object({ rateId: requiredId('Hourly rate') });

export const hourlyRateNotFound = (id: number) => `Hourly rate #${id} not found`;
export const HOURLY_RATE_OVERLAP = 'The period overlaps another hourly rate of this branch.';

interface Period {
  branch_id?: number | null;
  start_date: string;
  end_date?: string | null;
}

const OPEN_END = '9999-12-31';
const overlaps = (a: Period, b: Period) => a.start_date <= (b.end_date ?? OPEN_END) && b.start_date <= (a.end_date ?? OPEN_END);

/**
 * A person has one rate a day per branch (no branch: the rate everywhere else), so two periods of
 * the same branch may not overlap; the end may not lie before the start. `others` are the person's
 * other rates (the changed one left out).
 */
export function hourlyRateErrors(rate: HourlyRateInput, others: readonly Period[]): FieldErrors {
  const errors = endNotBeforeStart(rate);
  if (others.some((o) => (o.branch_id ?? null) === (rate.branch_id ?? null) && overlaps(o, rate)))
    addError(errors, 'start_date', HOURLY_RATE_OVERLAP);
  return errors;
}
