import { z } from 'zod';
import { flag, optionalDate, requiredText } from '../validation/field-schemas';

/** A contract type (MD-CTYPE-01): code, name, an optional end of validity, the min-max flag. */
export const contractTypeInputSchema = z.object({
  code: requiredText('Code', 50),
  name: requiredText('Name'),
  end_date: optionalDate('End date'),
  min_max: flag('Min-max contract').optional(),
});

export const CODE_TAKEN = 'The code has already been taken.';
export const CONTRACT_TYPE_IN_USE = 'A contract type in use cannot be archived.';
