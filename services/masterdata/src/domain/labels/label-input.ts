import { z } from 'zod';
import { requiredId, requiredText } from '../validation/field-schemas';

/** A label (MD-LABEL-01): a name within a label group, whose colour and flags it takes. */
export const labelInputSchema = z.object({
  name: requiredText('Name'),
  label_group_id: requiredId('Label group'),
});

export const LABEL_IN_USE = 'A label given to persons cannot be archived.';
export const INVALID_LABEL_GROUP = 'The selected Label group is invalid.';
