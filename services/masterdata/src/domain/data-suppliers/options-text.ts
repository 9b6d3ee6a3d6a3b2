import { z } from 'zod';

/**
 * The options of a data supplier or an additional field: a JSON object, edited as text in the form
 * (the form engine edits values as text). Blank means `{}`; the text is kept as sent once it parses.
 */
export const optionsText = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? '{}' : typeof v === 'object' ? JSON.stringify(v) : v),
    z.string({ error: `The ${label} must be a JSON object.` }).refine(isJsonObject, `The ${label} must be a JSON object.`),
  );

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}
