import { useQuery } from '@tanstack/react-query';
import type { BranchTravelExpenses, PersonTravelDistances } from '@app/contracts';
import { api } from '@app/platform/api';

export const personTravelKey = (personId: number) => ['person-travel', personId] as const;
export const branchTravelKey = (branchId: number) => ['branch-travel', branchId] as const;

/** GET person/{id}/travel-distances: the distances with a working day's allowance on `date` (the server's today when empty). */
export function usePersonTravel(personId: number, date: string | null) {
  return useQuery({
    queryKey: [...personTravelKey(personId), date],
    queryFn: async () =>
      (await api.get<PersonTravelDistances>(`/person/${personId}/travel-distances`, { query: date ? { date } : {} })).data,
    staleTime: 0,
  });
}

/** PUT person/{id}/travel-distances/{branchId} `{ km }`: enters the km of one single trip. */
export const enterDistance = async (personId: number, branchId: string, km: string) =>
  (await api.put<PersonTravelDistances>(`/person/${personId}/travel-distances/${branchId}`, { km })).data;

/** DELETE person/{id}/travel-distances/{branchId}: the computed distance counts again. */
export const forgetDistance = async (personId: number, branchId: number) =>
  (await api.delete<PersonTravelDistances>(`/person/${personId}/travel-distances/${branchId}`)).data;

export function useBranchTravel(branchId: number) {
  return useQuery({
    queryKey: branchTravelKey(branchId),
    queryFn: async () => (await api.get<BranchTravelExpenses>(`/branch/${branchId}/travel-expenses`)).data,
    staleTime: 0,
  });
}

/** POST (no id) or PUT (an id) of a branch's travel expense table row. */
export const saveTravelExpense = async (branchId: number, id: number | null, row: Record<string, string>) =>
  id === null
    ? (await api.post<BranchTravelExpenses>(`/branch/${branchId}/travel-expenses`, row)).data
    : (await api.put<BranchTravelExpenses>(`/branch/${branchId}/travel-expenses/${id}`, row)).data;

export const removeTravelExpense = async (branchId: number, id: number) =>
  (await api.delete<BranchTravelExpenses>(`/branch/${branchId}/travel-expenses/${id}`)).data;
