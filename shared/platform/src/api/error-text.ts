import { ApiError } from './api-error';

/** What a failed call said: the messages of its answer and, for a refused form (422), the messages by field. */
export interface ApiProblem {
  messages: string[];
  fields: Record<string, string[]>;
}

/**
 * The messages of a failed call, whatever failed: an API answer (its messages, else what its
 * exception says, ERR-GEN-02), an error thrown on the way, or nothing usable.
 */
export function apiProblem(error: unknown): ApiProblem {
  if (error instanceof ApiError) {
    const messages = (error.meta.messages ?? []).map((m) => m.message).filter(Boolean);
    const exception = error.meta.exception?.message;
    return { messages: messages.length === 0 && exception ? [exception] : messages, fields: error.fieldErrors };
  }
  return { messages: error instanceof Error && error.message ? [error.message] : [], fields: {} };
}

/**
 * One line for a failed call, the one helper every front end uses: a refused form's field messages,
 * else the answer's messages (403 'Not enough permissions', a 404's message...), else `fallback`.
 */
export function apiErrorText(error: unknown, fallback: string): string {
  const { messages, fields } = apiProblem(error);
  const fieldMessages = Object.values(fields).flat().filter(Boolean);
  return (fieldMessages.length > 0 ? fieldMessages : messages).join(' ') || fallback;
}
