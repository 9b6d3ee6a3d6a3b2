import { z, type ZodType } from 'zod';
import { unprocessable } from './errors';

/**
 * Validates input at the edge. Every failing field is reported with its message, keyed by its
 * dotted path, so a form can show each one (DESIGN section 3).
 */
export function validate<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  throw unprocessable(errors);
}

/** The `:id` route parameter: a positive integer. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A JSON body as an object to merge over stored values; anything else (an array, a string) adds nothing. */
export const bodyObject = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
