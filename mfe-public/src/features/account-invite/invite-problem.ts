import { apiProblem } from '@app/platform/api';

/** What a failed call shows: a 422 lists every validation message (and marks its fields), other codes their messages. */
export interface InviteProblem {
  messages: string[];
  fields: Record<string, string[]>;
}

export function inviteProblemOf(error: unknown, fallback: string): InviteProblem {
  const { messages, fields } = apiProblem(error);
  const listed = Object.values(fields).flat();
  return { messages: listed.length ? listed : messages.length ? messages : [fallback], fields };
}
