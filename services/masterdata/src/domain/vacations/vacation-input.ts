import { z } from 'zod';
import { REGIONS, VACATION_TYPES } from '../inputs/static-inputs';
import { flag, idList, oneOf, requiredDate, requiredText } from '../validation/field-schemas';

/**
 * A vacation (MD-VAC-01). `branch_ids` narrows it to some branches; empty means every branch of
 * the region (the spec lists branches but does not say they are required).
 */
export const vacationInputSchema = z.object({
  name: requiredText('Name'),
  region: oneOf('Region', REGIONS),
  type: oneOf('Type', VACATION_TYPES),
  start_date: requiredDate('Start date'),
  end_date: requiredDate('End date'),
  branch_ids: idList('Branches').optional(),
  plannable: flag('Plannable').optional(),
});
