import { isCalendarDate } from './field-schemas';
import type { AdditionalFieldEntry, AdditionalFieldValue } from './person-tabs';

/**
 * The rules of additional field values (MD-ADDF-01, ADR 0101, 0106), shared by the services that
 * keep values: master data for persons and branches, staffing for requests. Pure: each service
 * reads its definitions and values and writes what `checkFieldValues` allows.
 */

/** The rules of a field's validation text ('required|min:0|max:60'; additional-fields/validation-rules.ts checks its form). */
export function parseRules(validation: string): Pick<AdditionalFieldEntry, 'required' | 'min' | 'max'> {
  const rules = validation
    .split('|')
    .map((r) => r.trim())
    .filter(Boolean);
  const bound = (name: string) => {
    const rule = rules.find((r) => r.startsWith(`${name}:`));
    return rule === undefined ? null : Number(rule.slice(name.length + 1));
  };
  return { required: rules.includes('required'), min: bound('min'), max: bound('max') };
}

/** The messages of the value rules, in the words of the form engine's rules. */
export const FIELD_VALUE_MESSAGES = {
  required: (label: string) => `The ${label} field is required.`,
  integer: (label: string) => `The ${label} must be a whole number.`,
  min: (label: string, n: number) => `The ${label} must be at least ${n}.`,
  max: (label: string, n: number) => `The ${label} may not be greater than ${n}.`,
  date: (label: string) => `The ${label} is not a valid date.`,
  datetime: (label: string) => `The ${label} is not a valid date and time.`,
  bool: (label: string) => `The ${label} field must be true or false.`,
};

const DATETIME = /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d(\.\d+)?)?(Z)?$/;

type Field = Pick<AdditionalFieldEntry, 'label' | 'type' | 'required' | 'min' | 'max'>;

/**
 * A sent value as stored (text in the type's canonical form; null: no value), or the message that
 * refuses it. Blank and null clear a value, which a required field refuses.
 */
export function storedValue(field: Field, sent: AdditionalFieldValue): { value: string | null } | { error: string } {
  const m = FIELD_VALUE_MESSAGES;
  if (sent === null || sent === '') return field.required ? { error: m.required(field.label) } : { value: null };
  switch (field.type) {
    case 'integer': {
      const n = typeof sent === 'number' ? sent : typeof sent === 'string' && /^-?\d+$/.test(sent.trim()) ? Number(sent) : NaN;
      if (!Number.isSafeInteger(n)) return { error: m.integer(field.label) };
      if (field.min !== null && n < field.min) return { error: m.min(field.label, field.min) };
      if (field.max !== null && n > field.max) return { error: m.max(field.label, field.max) };
      return { value: String(n) };
    }
    case 'date':
      return typeof sent === 'string' && isCalendarDate(sent) ? { value: sent } : { error: m.date(field.label) };
    case 'datetime': {
      const match = typeof sent === 'string' ? DATETIME.exec(sent.trim()) : null;
      return match && isCalendarDate(match[1]!) ? { value: `${match[1]}T${match[2]}:${match[3]}` } : { error: m.datetime(field.label) };
    }
    case 'bool':
      if (sent === true || sent === 1 || sent === '1' || sent === 'true') return { value: '1' };
      if (sent === false || sent === 0 || sent === '0' || sent === 'false') return { value: '0' };
      return { error: m.bool(field.label) };
  }
}

/** A stored text as the API answers it. */
export function typedValue(type: AdditionalFieldEntry['type'], stored: string | null): AdditionalFieldValue {
  if (stored === null) return null;
  if (type === 'integer') return Number(stored);
  if (type === 'bool') return stored === '1';
  return stored;
}

export const UNKNOWN_FIELD = (key: string) => `The field ${key} does not exist.`;

/** A field as stored (its rules as the '|' text) with a record's stored value, as both services read them. */
export interface StoredFieldValue {
  id: number;
  key: string;
  label: string;
  type: AdditionalFieldEntry['type'];
  validation: string;
  value: string | null;
}

/** A record's Other data entry of a stored field and value. */
export const fieldEntryOf = ({ validation, value, ...field }: StoredFieldValue): AdditionalFieldEntry => ({
  ...field,
  ...parseRules(validation),
  value: typedValue(field.type, value),
});

/**
 * Sent values by field key against the record's live fields, all or none: the messages by key
 * (an unknown key, a value against the field's type or rules), or what to write (null: remove).
 */
export function checkFieldValues(
  fields: readonly AdditionalFieldEntry[],
  values: Record<string, AdditionalFieldValue>,
): { errors: Record<string, string[]> } | { writes: { fieldId: number; value: string | null }[] } {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const errors: Record<string, string[]> = {};
  const writes: { fieldId: number; value: string | null }[] = [];
  for (const [key, sent] of Object.entries(values)) {
    const field = byKey.get(key);
    if (!field) {
      errors[key] = [UNKNOWN_FIELD(key)];
      continue;
    }
    const stored = storedValue(field, sent);
    if ('error' in stored) errors[key] = [stored.error];
    else writes.push({ fieldId: field.id, value: stored.value });
  }
  return Object.keys(errors).length ? { errors } : { writes };
}
