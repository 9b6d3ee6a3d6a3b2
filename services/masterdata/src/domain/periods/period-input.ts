import { z } from 'zod';
import { endNotBeforeStart } from '../validation/date-range';
import { addError, flag, requiredDate, requiredText, type FieldErrors } from '../validation/field-schemas';

/** A period (MD-PERIOD-01); at most one per pool is current. */
export const periodInputSchema = z.object({
  name: requiredText('Name'),
  start_date: requiredDate('Start date'),
  end_date: requiredDate('End date'),
  active: flag('Active').optional(),
  current: flag('Current').optional(),
});

export const PERIOD_MESSAGES = {
  /** MD-PERIOD-02 */
  inUseEdit: 'A period in use is not editable.',
  inUseRemove: 'A period in use cannot be removed.',
} as const;

/** Cross-field rules on the whole period: a sane range, and only an active period can be current. */
export function periodRules(record: Record<string, unknown>): FieldErrors {
  const errors = endNotBeforeStart(record);
  if (record.current === true && record.active === false) addError(errors, 'current', 'Only an active period can be the current period.');
  return errors;
}
