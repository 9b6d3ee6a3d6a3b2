import { z } from 'zod';
import { flag, optionalColor, requiredText } from '../validation/field-schemas';

/** A label group (MD-LABEL-02): its colour and the flags its labels share. */
export const labelGroupInputSchema = z.object({
  name: requiredText('Name'),
  color: optionalColor('Color'),
  branch_selectable: flag('Branch selectable').optional(),
  person_selectable: flag('Person selectable').optional(),
  matching_optional: flag('Matching optional').optional(),
  matching_required: flag('Matching required').optional(),
  multiselect: flag('Multiselect').optional(),
  preferred_employability: flag('Preferred employability').optional(),
  required_employability: flag('Required employability').optional(),
});

export const LABEL_GROUP_IN_USE = 'A label group with active labels cannot be archived.';
