import { addError, type FieldErrors } from '../validation/field-schemas';
import { ADDITIONAL_FIELD_MESSAGES } from './additional-field-input';

const RULE = /^(required|(min|max):-?\d+)$/;

/**
 * The validation of an additional field: the form engine's rules joined by '|' ('required|min:0|max:40').
 * min and max bound a number, so only an integer field takes them. Checked on the whole record, so a
 * type change after the rules is caught too.
 */
export function additionalFieldRules(record: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const rules = String(record.validation ?? '')
    .split('|')
    .map((r) => r.trim())
    .filter(Boolean);
  for (const rule of rules.filter((r) => !RULE.test(r)))
    addError(errors, 'validation', ADDITIONAL_FIELD_MESSAGES.unknownRule.replace('{rule}', rule));
  if (record.type !== 'integer' && rules.some((r) => /^(min|max):/.test(r)))
    addError(errors, 'validation', ADDITIONAL_FIELD_MESSAGES.rangeOnInteger);
  return errors;
}
