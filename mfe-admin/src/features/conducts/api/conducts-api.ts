import { useQuery } from '@tanstack/react-query';
import type { ConductView } from '@app/contracts';
import { api } from '@app/platform/api';

/** A certificate of conduct (VOG, MD-COC-01) as master data answers it. */
export type Conduct = ConductView;

export type ConductFields = Pick<Conduct, 'branch_id' | 'file_name' | 'issue_date' | 'expiration_date' | 'marked_valid' | 'remark'>;

export const personConductsKey = (personId: number) => ['person-conducts', personId] as const;

export function usePersonConducts(personId: number) {
  return useQuery({
    queryKey: personConductsKey(personId),
    queryFn: async () => (await api.get<Conduct[]>(`/person/${personId}/conducts`)).data,
    staleTime: 0,
  });
}

export const addConduct = async (personId: number, fields: ConductFields) =>
  (await api.post<Conduct>(`/person/${personId}/conducts`, fields)).data;

export const changeConduct = async (id: number, fields: ConductFields) => (await api.put<Conduct>(`/conduct/${id}`, fields)).data;
