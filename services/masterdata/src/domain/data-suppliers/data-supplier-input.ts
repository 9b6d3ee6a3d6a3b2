import { z } from 'zod';
import { optionalId, requiredText } from '../validation/field-schemas';
import { optionsText } from './options-text';

/**
 * A data supplier (MD-DSUP-01): a system that imports data into the pool (or one branch of it) with
 * its own auth token. The token is never part of the input: the server makes it.
 */
export const dataSupplierInputSchema = z.object({
  name: requiredText('Name'),
  code: requiredText('Code', 50),
  branch_id: optionalId('Branch'),
  options: optionsText('Options').optional(),
});

export const DATA_SUPPLIER_MESSAGES = {
  codeTaken: 'The code has already been taken.',
  invalidBranch: 'The selected Branch is invalid.',
} as const;
