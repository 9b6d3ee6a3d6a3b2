import type { z } from 'zod';
import { translateMessage } from '@app/contracts';
import { currentLocale } from '@app/i18n';

/** Field messages as a form shows them: the first message per top-level field (`_` for the body as a whole). */
export type FieldMessages = Record<string, string>;

/**
 * Checks a body with the very schema the service validates it with (shared/contracts), so a form
 * says exactly what the service would: the same texts, in the page's language from the same
 * message catalogue (ADR 0007).
 */
export function schemaErrors(schema: z.ZodType, body: unknown): FieldMessages {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const errors: FieldMessages = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    errors[field] ??= translateMessage(issue.message, currentLocale());
  }
  return errors;
}

/** A message of the contract with its placeholders filled, in the page's language (the catalogue knows the filled form). */
export const contractText = (message: string, values: Record<string, string> = {}) =>
  translateMessage(
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), message),
    currentLocale(),
  );
