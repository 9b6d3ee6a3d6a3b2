import { z } from 'zod';
import { hasControlCharacters } from './input-limits';
import { MAX_RECORD_ID } from './record-id';

/**
 * Field schemas that speak the spec's messages ('The End date field is required.', FORM-07), so
 * every entity's edge validation reports each field the same way. `label` is the English field
 * name as it appears in the message.
 */
export const requiredMessage = (label: string) => `The ${label} field is required.`;

const blankToNull = (v: unknown) => (v === '' ? null : v);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day in YYYY-MM-DD (DESIGN section 3); 2026-02-30 and 2026-13-01 are refused (not thrown on). */
export const isCalendarDate = (v: string) =>
  ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Tab, line feed and carriage return are text; any other C0 control character is refused (input-limits). */
export const controlCharactersMessage = (label: string) => `The ${label} may not contain control characters.`;
const noControlCharacters = (v: string) => !hasControlCharacters(v);

export const requiredText = (label: string, max = 255) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: requiredMessage(label) })
      .refine(noControlCharacters, controlCharactersMessage(label))
      .trim()
      .min(1, requiredMessage(label))
      .max(max, `The ${label} may not be greater than ${max} characters.`),
  );

export const optionalText = (label: string, max = 255) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `The ${label} must be a string.` })
      .refine(noControlCharacters, controlCharactersMessage(label))
      .trim()
      .max(max, `The ${label} may not be greater than ${max} characters.`)
      .nullish(),
  );

/** Spec 001 section 5: an e-mail must be valid ('Invalid email', a message that names no field, so the label goes unused). */
export const optionalEmail = (_label: string) =>
  z.preprocess(blankToNull, z.string({ error: 'Invalid email' }).trim().toLowerCase().pipe(z.email('Invalid email')).nullish());

export const requiredDate = (label: string) =>
  z.preprocess(blankToUndefined, z.string({ error: requiredMessage(label) }).refine(isCalendarDate, `The ${label} is not a valid date.`));

export const optionalDate = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `The ${label} is not a valid date.` })
      .refine(isCalendarDate, `The ${label} is not a valid date.`)
      .nullish(),
  );

/** 'The type is not allowed.' (spec 001 section 5) for a value outside the list. */
export const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, {
      error: (issue) => (issue.input === undefined ? requiredMessage(label) : `The ${label.toLowerCase()} is not allowed.`),
    }),
  );

/** Booleans arrive as 1 or 0 from forms (spec 001 section 5) or as JSON booleans. */
export const flag = (label: string) =>
  z
    .union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')], {
      error: `The ${label} field must be true or false.`,
    })
    .transform((v) => v === true || v === 1 || v === '1');

const idNumber = (label: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage(label) : `The selected ${label} is invalid.`) })
    .int(`The selected ${label} is invalid.`)
    .positive(`The selected ${label} is invalid.`)
    .max(MAX_RECORD_ID, `The selected ${label} is invalid.`);

const numeric = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);

export const requiredId = (label: string) => z.preprocess((v) => numeric(blankToUndefined(v)), idNumber(label));
export const optionalId = (label: string) => z.preprocess((v) => numeric(blankToNull(v)), idNumber(label).nullish());

/** A list of ids; `min` 1 gives 'The Branches field is required.' for an empty list. */
export const idList = (label: string, min = 0) =>
  z
    .array(z.preprocess(numeric, idNumber(label)), { error: min ? requiredMessage(label) : `The ${label} must be a list.` })
    .min(min, requiredMessage(label))
    .transform((ids) => [...new Set(ids)]);

export const NAME_TAKEN = 'The name has already been taken.';

/** Field path -> messages, the shape of meta.errors on a 422. */
export type FieldErrors = Record<string, string[]>;

export const addError = (errors: FieldErrors, field: string, message: string): FieldErrors => {
  (errors[field] ??= []).push(message);
  return errors;
};

export const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => numeric(blankToUndefined(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage(label) : `The ${label} must be a number.`) })
      .int(`The ${label} must be a whole number.`)
      .min(min, `The ${label} must be between ${min} and ${max}.`)
      .max(max, `The ${label} must be between ${min} and ${max}.`),
  );

export const optionalColor = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, `The ${label} must be a colour like #1565c0.`)
      .optional(),
  );
