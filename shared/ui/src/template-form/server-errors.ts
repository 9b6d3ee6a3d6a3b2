import type { FormField } from '@app/contracts';

/**
 * The 422 `meta.errors` of a save, per form field. A nested path (`branches.0`) belongs to its
 * field; errors of unknown paths go to the summary, so no message is lost.
 */
export function fieldErrorsFromServer(
  fields: FormField[],
  errors: Record<string, string[]>,
): { byField: Record<string, string>; other: string[] } {
  const keys = new Set(fields.map((f) => f.key));
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    // a dotted field key (`custom_messages.en`) is its own field; else a nested path belongs to its first part
    const key = keys.has(path) ? path : (path.split('.')[0] ?? path);
    const message = messages[0];
    if (!message) continue;
    if (keys.has(key)) byField[key] ??= message;
    else other.push(message);
  }
  return { byField, other };
}
