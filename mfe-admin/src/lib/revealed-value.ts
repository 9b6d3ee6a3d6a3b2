import type { FormTemplate } from '@app/contracts';

/** The value a create answer carries only once (the form template's `reveal_once` field), or null. */
export function revealedValue(template: Pick<FormTemplate, 'reveal_once'>, answer: Record<string, unknown>): string | null {
  const value = template.reveal_once ? answer[template.reveal_once] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}
