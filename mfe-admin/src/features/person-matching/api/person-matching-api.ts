import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OfferView, PersonMatchingMeta, PersonMatchRecord } from '@app/contracts';
import { api } from '@app/platform/api';

export const personMatchingKey = (personId: number) => ['person-matching', personId] as const;

export interface PersonMatchingFilters {
  availability: 'any' | 'full';
  excluded: boolean;
}

/**
 * GET person/{id}/matching, abortable (MATCH-02): the open requests the person fits, best first;
 * with `excluded` also those the person fails, with the reasons.
 */
export function usePersonMatching(personId: number, filters: PersonMatchingFilters) {
  return useQuery({
    queryKey: [...personMatchingKey(personId), filters],
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<PersonMatchRecord[]>(`/person/${personId}/matching`, {
        query: { availability: filters.availability, excluded: filters.excluded || undefined },
        signal,
      });
      return { fits: data, meta: meta as unknown as PersonMatchingMeta };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST request/{number}/invitation: invites the person for the request's open dayparts (INV-RULE-01). */
export const invitePersonTo = (request: number, personId: number) =>
  api.post<OfferView[]>(`/request/${request}/invitation`, { persons: [personId] });
