import { useQuery } from '@tanstack/react-query';
import type { PersonRows } from '@app/contracts';
import { api } from '@app/platform/api';

export const personRowsKey = (personId: number, path: string) => ['person-rows', personId, path] as const;

/** GET person/{id}/{path}: the rows of a person row tab with `can_edit` (and what else the tab answers). */
export function usePersonRows<R>(personId: number, path: string) {
  return useQuery({
    queryKey: personRowsKey(personId, path),
    queryFn: async () => (await api.get<PersonRows<R> & Record<string, unknown>>(`/person/${personId}/${path}`)).data,
    staleTime: 0,
  });
}

/** POST (no id) or PUT (an id) of one row. */
export const savePersonRow = async (personId: number, path: string, id: number | null, body: Record<string, unknown>) =>
  id === null ? api.post(`/person/${personId}/${path}`, body) : api.put(`/person/${personId}/${path}/${id}`, body);

export const removePersonRow = async (personId: number, path: string, id: number) => api.delete(`/person/${personId}/${path}/${id}`);
