import { z, type core, type ZodType } from 'zod';
import { Messages, recordId } from '@app/contracts';
import { unprocessable } from './errors';

/**
 * The generic required-field texts (FORM-02) for a field whose schema gives no message of its own:
 * zod's English defaults ('Invalid input: expected string, received undefined') are no product
 * text. A schema's own message wins over this map (zod's precedence), so labelled fields keep
 * 'The {label} field is required.'.
 */
const genericMessages = (issue: core.$ZodRawIssue): string | undefined => {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return Messages.fieldRequired;
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return Messages.valueBlank;
  return undefined;
};

/**
 * Validates input at the edge. Every failing field is reported with its message, keyed by its
 * dotted path, so a form can show each one (DESIGN section 3).
 */
export function validate<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {}, { error: genericMessages });
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  throw unprocessable(errors);
}

/** The `:id` route parameter: a positive integer within the database's range (a larger one is 422, never a 500). */
export const idParamsSchema = z.object({ id: recordId() });

/**
 * A JSON body as an object to merge over stored values; none (an empty request) adds nothing, and
 * anything else (an array, a number, a string) is 422: it would otherwise change nothing and pass.
 */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  throw unprocessable({ _: [Messages.bodyNotObject] });
}
