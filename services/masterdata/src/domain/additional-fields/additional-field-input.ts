import { z } from 'zod';
import { optionsText } from '../data-suppliers/options-text';
import { oneOf, optionalText, requiredText } from '../validation/field-schemas';

export const ADDITIONAL_FIELD_TYPES = ['integer', 'date', 'datetime', 'bool'] as const;
/** Which record the field is added to. */
export const ADDITIONAL_FIELD_LOCATIONS = ['person', 'branch', 'request'] as const;

export const ADDITIONAL_FIELD_MESSAGES = {
  keyFormat: 'The Key may only hold lower case letters, digits and _, and starts with a letter.',
  keyTaken: 'The key has already been taken.',
  unknownRule: 'The validation rule {rule} is not allowed.',
  rangeOnInteger: 'The validation rules min and max only apply to an integer field.',
} as const;

/** An additional field (MD-ADDF-01); the key names the value on its record, so it is a plain identifier. */
export const additionalFieldInputSchema = z.object({
  name: requiredText('Name'),
  label: requiredText('Label'),
  key: requiredText('Key', 50).pipe(z.string().regex(/^[a-z][a-z0-9_]*$/, ADDITIONAL_FIELD_MESSAGES.keyFormat)),
  type: oneOf('Type', ADDITIONAL_FIELD_TYPES),
  location: oneOf('Location', ADDITIONAL_FIELD_LOCATIONS),
  options: optionsText('Options').optional(),
  validation: optionalText('Validation'),
});
