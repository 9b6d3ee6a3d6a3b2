import { useQuery } from '@tanstack/react-query';
import { api } from '@app/platform/api';

/** A certificate of conduct (VOG, MD-COC-01) as master data answers it. */
export interface Conduct {
  id: number;
  person_id: number;
  branch_id: number | null;
  branch_name: string | null;
  file_name: string | null;
  issue_date: string;
  /** null: it does not expire by date */
  expiration_date: string | null;
  marked_valid: boolean;
  remark: string | null;
}

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
