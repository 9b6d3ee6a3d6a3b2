import { z } from 'zod';
import { dateInAmsterdam, ExtraPermission } from '@app/contracts';
import { addError, optionalDate, requiredId, type FieldErrors } from '../validation/field-schemas';
import { endNotBeforeStart } from '../validation/date-range';

/** person/{id}/travel-distances/{branchId} */
export const travelBranchParamsSchema = z.object({ branchId: requiredId('Branch') });
/** branch/{id}/travel-expenses/{entryId} */
export const travelEntryParamsSchema = z.object({ entryId: requiredId('Travel expense') });
/** GET person/{id}/travel-distances?date=YYYY-MM-DD: the allowance of a working day on that date (default today) */
export const travelDateQuerySchema = z.object({ date: optionalDate('Date') });

export const travelEntryNotFound = (id: number) => `Travel expense #${id} not found`;

/** The date in the product's time zone (DESIGN: Europe/Amsterdam), YYYY-MM-DD. */
export const dateIn = dateInAmsterdam;

/** A table row's km band may not run backwards, nor its end date lie before its start. */
export function travelExpenseEntryErrors(entry: {
  km_min: number;
  km_max: number;
  start_date: string;
  end_date?: string | null;
}): FieldErrors {
  const errors = endNotBeforeStart(entry);
  if (entry.km_max < entry.km_min) addError(errors, 'km_max', 'The Km max must be greater than or equal to Km min.');
  return errors;
}

const X = ExtraPermission;
/** The travel expenses group (ID-PERM-10, ID-PERM-11): read with VIEW, change with ALL. */
export const TRAVEL_RIGHTS = { view: [X.TRAVEL_EXPENSES_VIEW, X.TRAVEL_EXPENSES_ALL], edit: [X.TRAVEL_EXPENSES_ALL] };
