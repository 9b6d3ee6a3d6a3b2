import { useQuery } from '@tanstack/react-query';
import type { PersonHourlyRates } from '@app/contracts';
import { api } from '@app/platform/api';

export const hourlyRatesKey = (personId: number) => ['person-hourly-rates', personId] as const;

export function usePersonHourlyRates(personId: number) {
  return useQuery({
    queryKey: hourlyRatesKey(personId),
    queryFn: async () => (await api.get<PersonHourlyRates>(`/person/${personId}/hourly-rates`)).data,
    staleTime: 0,
  });
}

/** POST (no id) or PUT (an id) of a person's hourly rate; an empty branch is every branch. */
export const saveHourlyRate = async (personId: number, id: number | null, rate: Record<string, string>) => {
  const body = { ...rate, branch_id: rate.branch_id || null };
  return id === null
    ? (await api.post<PersonHourlyRates>(`/person/${personId}/hourly-rates`, body)).data
    : (await api.put<PersonHourlyRates>(`/person/${personId}/hourly-rates/${id}`, body)).data;
};

export const removeHourlyRate = async (personId: number, id: number) =>
  (await api.delete<PersonHourlyRates>(`/person/${personId}/hourly-rates/${id}`)).data;
