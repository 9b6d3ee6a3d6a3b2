import { z } from 'zod';
import { PROFILE_TYPE_KINDS } from '../inputs/static-inputs';
import { oneOf, requiredText } from '../validation/field-schemas';

/** A profile type (MD-PROF-02): the function of a profile, of kind employee, other or substitute. */
export const profileTypeInputSchema = z.object({
  name: requiredText('Name', 100),
  type: oneOf('Type', PROFILE_TYPE_KINDS),
});
