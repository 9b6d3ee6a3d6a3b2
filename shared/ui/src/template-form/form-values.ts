import type { FormField, ShowCondition } from '@app/contracts';

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

const DISPLAY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** DD-MM-YYYY as typed -> YYYY-MM-DD as sent; null for a date that does not exist. */
export function displayDateToApi(text: string): string | null {
  const m = DISPLAY_DATE.exec(text.trim());
  if (!m) return null;
  const [, dd, mm, yyyy] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCFullYear() !== Number(yyyy) || date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** YYYY-MM-DD -> DD-MM-YYYY for display. */
export function apiDateToDisplay(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
}

export function conditionHolds(condition: ShowCondition | undefined, values: FormValues): boolean {
  if (!condition) return true;
  const current = values[condition.depends];
  const wanted = condition.equals.value;
  if (typeof current === 'boolean') return current === (wanted === true || wanted === 1 || wanted === '1');
  return String(current ?? '') === String(wanted ?? '');
}

/** A field is sent only when shown, enabled and editable (disabled fields are not sent). */
export const isActive = (field: FormField, values: FormValues) =>
  field.editable && conditionHolds(field.show_condition, values) && conditionHolds(field.enable_condition, values);

export function initialValues(fields: FormField[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.key, f.type === 'boolean' ? false : f.type === 'multiselect' ? [] : '']));
}

export interface FieldError {
  key: 'validation.required' | 'validation.email' | 'entity_list.invalid_date';
}

/** Client checks of every active field before submit; the service repeats them (422). */
export function validateValues(fields: FormField[], values: FormValues): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    if (!isActive(field, values)) continue;
    const value = values[field.key];
    const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    if (field.required && field.type !== 'boolean' && (empty || (typeof value === 'string' && !value.trim()))) {
      errors[field.key] = { key: 'validation.required' };
      continue;
    }
    if (empty || typeof value !== 'string') continue;
    if ((field.type === 'email' || field.rules?.includes('email')) && !EMAIL.test(value.trim())) errors[field.key] = { key: 'validation.email' };
    if (field.type === 'date' && displayDateToApi(value) === null) errors[field.key] = { key: 'entity_list.invalid_date' };
  }
  return errors;
}

/** The request body: active fields only, dates as YYYY-MM-DD, booleans as 1 or 0, empty values left out. */
export function toPayload(fields: FormField[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (!isActive(field, values)) continue;
    const value = values[field.key];
    if (field.type === 'boolean') body[field.key] = value === true ? 1 : 0;
    else if (Array.isArray(value)) body[field.key] = field.type === 'multiselect' ? value.map((v) => (/^\d+$/.test(v) ? Number(v) : v)) : value;
    else if (typeof value === 'string' && value.trim() !== '') {
      const text = value.trim();
      if (field.type === 'date') body[field.key] = displayDateToApi(text);
      else if (field.type === 'number' || ((field.type === 'select' || field.type === 'branch') && /^\d+$/.test(text) && field.key.endsWith('_id')))
        body[field.key] = Number(text);
      else body[field.key] = text;
    }
  }
  return body;
}
