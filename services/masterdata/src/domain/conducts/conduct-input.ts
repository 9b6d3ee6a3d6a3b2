import { z } from 'zod';
import { ExtraPermission as E } from '@app/contracts';
import { flag, optionalDate, optionalId, optionalText, requiredDate, type FieldErrors } from '../validation/field-schemas';

/** The person card's Certificate of conduct tab (permission group coc). */
export const CONDUCT_RIGHTS = { view: [E.COC_VIEW, E.COC_ALL], edit: [E.COC_ALL] };

export const conductNotFound = (id: number) => `Certificate of conduct #${id} not found`;

/**
 * A certificate of conduct (VOG, MD-COC-01): the branch it was asked for, its file's name, its issue
 * and expiration dates, whether it is marked valid whatever its age, a remark.
 */
export const conductInputSchema = z.strictObject({
  branch_id: optionalId('Branch'),
  file_name: optionalText('File name', 255),
  issue_date: requiredDate('Issue date'),
  expiration_date: optionalDate('Expiration date'),
  marked_valid: flag('Marked valid').optional(),
  remark: optionalText('Remark', 2000),
});
export const conductUpdateSchema = conductInputSchema.partial();

export type ConductInput = z.infer<typeof conductInputSchema>;

/** A certificate cannot expire before it was issued; checked on the whole record after a change too. */
export function conductDateRules(record: { issue_date: string; expiration_date?: string | null }): FieldErrors {
  return record.expiration_date && record.expiration_date < record.issue_date
    ? { expiration_date: ['The Expiration date must be a date after or equal to Issue date.'] }
    : {};
}
