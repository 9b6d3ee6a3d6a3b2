import { z } from 'zod';
import { ExtraPermission as E } from '@app/contracts';
import { flag, optionalText, requiredDate } from '../validation/field-schemas';

/** The person card's Certificate of conduct tab (permission group coc). */
export const CONDUCT_RIGHTS = { view: [E.COC_VIEW, E.COC_ALL], edit: [E.COC_ALL] };

export const conductNotFound = (id: number) => `Certificate of conduct #${id} not found`;

/** A certificate of conduct (VOG): its issue date, whether it is marked valid whatever its age, a remark. */
export const conductInputSchema = z.strictObject({
  issue_date: requiredDate('Issue date'),
  marked_valid: flag('Marked valid').optional(),
  remark: optionalText('Remark', 2000),
});
export const conductUpdateSchema = conductInputSchema.partial();

export type ConductInput = z.infer<typeof conductInputSchema>;
