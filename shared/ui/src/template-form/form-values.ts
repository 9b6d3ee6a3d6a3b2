import type { FormField, ShowCondition } from '@app/contracts';

/** One row of a `segments` field (a week schedule's dayparts), every cell as typed. */
export type SegmentRow = Record<string, string>;

/** What a form field holds while it is edited: text (dates as typed, DD-MM-YYYY), a flag, ids, or segment rows. */
export type FormValue = string | boolean | string[] | SegmentRow[];
export type FormValues = Record<string, FormValue>;

const DISPLAY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An http or https address with a host (FORM-07 'url'). */
const URL_PATTERN = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)*(:\d+)?([/?#]\S*)?$/i;

/** DD-MM-YYYY as typed -> YYYY-MM-DD as sent; null for a date that does not exist. */
export function displayDateToApi(text: string): string | null {
  const m = DISPLAY_DATE.exec(text.trim());
  if (!m) return null;
  const [, dd, mm, yyyy] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCFullYear() !== Number(yyyy) || date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** YYYY-MM-DD (or a date-time) -> DD-MM-YYYY for display. */
export function apiDateToDisplay(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
}

const truthy = (value: unknown) => value === true || value === 1 || value === '1';

/** Show, enable and editable rules between fields: the field it depends on must hold the value. */
export function conditionHolds(condition: ShowCondition | undefined, values: FormValues): boolean {
  if (!condition) return true;
  return condition.negate ? !valueHolds(condition, values) : valueHolds(condition, values);
}

function valueHolds(condition: ShowCondition, values: FormValues): boolean {
  const current = values[condition.depends];
  const wanted = condition.equals.value;
  if (typeof current === 'boolean') return current === truthy(wanted);
  if (Array.isArray(current)) return (current as unknown[]).includes(String(wanted ?? ''));
  return String(current ?? '') === String(wanted ?? '');
}

export const isShown = (field: FormField, values: FormValues) => conditionHolds(field.show_condition, values);

/** Editable by the user now: editable in the template and its enable condition holds. */
export const isEnabled = (field: FormField, values: FormValues) => field.editable && conditionHolds(field.enable_condition, values);

/** A field is validated and sent only when shown, enabled and editable (disabled fields are not sent). */
export const isActive = (field: FormField, values: FormValues) => isShown(field, values) && isEnabled(field, values);

/**
 * The cells of a week schedule segment (spec 001 section 3 'Week schedule segment'); the numeric
 * ones are sent as numbers.
 */
export const SEGMENT_CELLS = [
  'week_day',
  'daypart',
  'start_class_time',
  'end_class_time',
  'start_work_time',
  'end_work_time',
  'extra_time',
  'wtf',
] as const;
const NUMERIC_SEGMENT_CELLS = new Set(['week_day', 'daypart', 'wtf']);

const segmentRowFrom = (raw: unknown): SegmentRow =>
  Object.fromEntries(SEGMENT_CELLS.map((cell) => [cell, String((raw as Record<string, unknown> | null)?.[cell] ?? '')]));

function valueFromRecord(field: FormField, raw: unknown): FormValue {
  if (field.type === 'boolean') return truthy(raw);
  if (field.type === 'segments') return Array.isArray(raw) ? raw.map(segmentRowFrom) : [];
  if (field.type === 'multiselect')
    return Array.isArray(raw) ? raw.map((v) => String(typeof v === 'object' && v !== null ? (v as { id: unknown }).id : v)) : [];
  if (raw === null || raw === undefined) return '';
  // a rich-text document is edited as its JSON text
  if (field.type === 'rich_text') return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  if (field.type === 'date') return apiDateToDisplay(String(raw));
  return String(raw);
}

/** A field key with a dot names a member of an object field (`custom_messages.en`): read and sent nested. */
const readPath = (record: Record<string, unknown>, key: string): unknown =>
  key in record ? record[key] : key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | null)?.[part], record);

function writePath(body: Record<string, unknown>, key: string, value: unknown) {
  const [head, ...rest] = key.split('.');
  if (rest.length === 0) body[key] = value;
  else writePath(((body[head!] as Record<string, unknown> | undefined) ??= {}), rest.join('.'), value);
}

/**
 * The form's values by field key. react-hook-form keeps an edited dotted field nested
 * (`support_texts.school` under `support_texts`), while the starting values hold it flat: the
 * nested value is the edited one, the flat one the value the form was loaded with.
 */
export function valuesByFieldKey(fields: FormField[], values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const { key } of fields) {
    if (!key.includes('.')) continue;
    const nested = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | null | undefined)?.[part], values);
    if (nested !== undefined) out[key] = nested as FormValue;
  }
  return out;
}

/** The form's starting values: empty for a create form, the record's values (dates DD-MM-YYYY) for an edit form. */
export function initialValues(fields: FormField[], record: Record<string, unknown> = {}): FormValues {
  return Object.fromEntries(fields.map((f) => [f.key, valueFromRecord(f, readPath(record, f.key))]));
}

/** An i18n key plus what its text interpolates; the form adds the field's label as `field`. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

const isEmpty = (value: FormValue | undefined) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** A template's `regex:` pattern; a pattern that does not compile checks nothing (the service still validates). */
function safePattern(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

function ruleError(field: FormField, rule: string, text: string, values: FormValues, fields: FormField[]): FieldError | null {
  // the argument is everything after the first colon: a regex may hold colons of its own
  const cut = rule.indexOf(':');
  const name = cut < 0 ? rule : rule.slice(0, cut);
  const arg = cut < 0 ? '' : rule.slice(cut + 1);
  const numeric = field.type === 'number' || field.rules?.includes('numeric') || field.rules?.includes('integer');
  switch (name) {
    case 'email':
      return EMAIL.test(text) ? null : { key: 'validation.email' };
    case 'numeric':
      return Number.isFinite(Number(text)) ? null : { key: 'template_form.numeric' };
    case 'integer':
      return /^-?\d+$/.test(text) ? null : { key: 'template_form.integer' };
    case 'date':
      return displayDateToApi(text) ? null : { key: 'template_form.invalid_date' };
    case 'min':
      if (numeric) return Number(text) >= Number(arg) ? null : { key: 'template_form.min_value', params: { min: Number(arg) } };
      return text.length >= Number(arg) ? null : { key: 'validation.min', params: { min: Number(arg) } };
    case 'max':
      if (numeric) return Number(text) <= Number(arg) ? null : { key: 'template_form.max_value', params: { max: Number(arg) } };
      return text.length <= Number(arg) ? null : { key: 'validation.max', params: { max: Number(arg) } };
    case 'between': {
      const [min = '', max = ''] = arg.split(',');
      const size = numeric ? Number(text) : text.length;
      return size >= Number(min) && size <= Number(max)
        ? null
        : { key: 'validation.between', params: { min: Number(min), max: Number(max) } };
    }
    case 'digits':
      return new RegExp(`^\\d{${Number(arg)}}$`).test(text) ? null : { key: 'validation.digits', params: { length: Number(arg) } };
    case 'confirmed':
      return text === String(values[arg] ?? '').trim() ? null : { key: 'validation.confirmed' };
    case 'url':
      return URL_PATTERN.test(text) ? null : { key: 'validation.url' };
    case 'regex':
      return safePattern(arg)?.test(text) === false ? { key: 'validation.regex' } : null;
    case 'after_or_equal': {
      const own = displayDateToApi(text);
      const other = displayDateToApi(String(values[arg] ?? ''));
      if (!own || !other || own >= other) return null;
      return { key: 'template_form.after_or_equal', params: { other: fields.find((f) => f.key === arg)?.label ?? arg } };
    }
    default:
      return null;
  }
}

/** Client checks of every active field before submit; the service repeats them (422). */
export function validateValues(fields: FormField[], values: FormValues): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    if (!isActive(field, values)) continue;
    const value = values[field.key];
    if (isEmpty(value)) {
      if (field.required && field.type !== 'boolean') errors[field.key] = { key: 'validation.required' };
      continue;
    }
    if (field.type === 'segments') {
      const rows = value as SegmentRow[];
      if (rows.some((row) => SEGMENT_CELLS.some((cell) => !row[cell]?.trim())))
        errors[field.key] = { key: 'template_form.segments_incomplete' };
      continue;
    }
    if (typeof value !== 'string') continue;
    const rules: string[] = [...(field.rules ?? [])];
    if (field.type === 'email') rules.push('email');
    if (field.type === 'date') rules.unshift('date');
    if (field.type === 'number') rules.unshift('numeric');
    for (const rule of rules) {
      const error = ruleError(field, rule, value.trim(), values, fields);
      if (error) {
        errors[field.key] = error;
        break;
      }
    }
  }
  return errors;
}

const asId = (text: string): string | number => (/^\d+$/.test(text) ? Number(text) : text);

/**
 * The request body: active fields only, dates as YYYY-MM-DD, booleans as 1 or 0, numbers and ids as
 * numbers. Empty fields are left out, except one the user emptied on an edit form (`initial` holds
 * the loaded values): that goes out as null so the update clears it. A dotted key goes out nested.
 */
export function toPayload(fields: FormField[], values: FormValues, initial?: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (!isActive(field, values)) continue;
    const value = values[field.key];
    if (field.type === 'boolean') body[field.key] = value === true ? 1 : 0;
    else if (field.type === 'segments' && Array.isArray(value))
      body[field.key] = (value as SegmentRow[]).map((row) =>
        Object.fromEntries(
          SEGMENT_CELLS.map((cell) => [cell, NUMERIC_SEGMENT_CELLS.has(cell) ? Number(row[cell]) : (row[cell] ?? '').trim()]),
        ),
      );
    else if (Array.isArray(value)) body[field.key] = (value as string[]).map(asId);
    else if (typeof value === 'string' && value.trim() !== '') {
      const text = value.trim();
      if (field.type === 'date') body[field.key] = displayDateToApi(text);
      else if (field.type === 'number') body[field.key] = Number(text);
      else if (field.type === 'select' || field.type === 'branch') body[field.key] = asId(text);
      else body[field.key] = text;
    } else if (initial && !isEmpty(initial[field.key])) body[field.key] = null;
  }
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) writePath(nested, key, value);
  return nested;
}
