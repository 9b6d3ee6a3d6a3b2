import type { SelectOption } from '@app/contracts';
import { api } from '@app/platform/api';

/**
 * One lookup list from the inputs endpoint: `GET /api/inputs?inputs[<get_key>][search]=<search>`,
 * plus `[option]=<parent value>` for a dependent list (spec 001 section 7, FILTER-30).
 */
export async function fetchInputOptions<T = SelectOption>(getKey: string, search = '', option?: string): Promise<T[]> {
  const query: Record<string, string> = { [`inputs[${getKey}][search]`]: search };
  if (option !== undefined) query[`inputs[${getKey}][option]`] = option;
  const answer = await api.get<Record<string, T[]>>('/inputs', { query });
  return answer.data?.[getKey] ?? [];
}
