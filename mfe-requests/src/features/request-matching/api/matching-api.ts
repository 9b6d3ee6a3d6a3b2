import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { MatchingMeta, MatchRecord, OfferView } from '@app/contracts';
import { api } from '@app/platform/api';

/** The planner's filters (MATCH-11: distance in km; labels every candidate must have). */
export interface MatchingFilters {
  distance: number | null;
  labels: readonly number[];
  availability: 'any' | 'full';
  excluded: boolean;
}

/**
 * GET {resource}/matching, abortable (MATCH-02): react-query passes the signal and aborts a
 * superseded call. `resource` is `request/{id}` or `request-group/{id}`: both answer match records.
 */
export async function findMatches(resource: string, filters: MatchingFilters, signal?: AbortSignal) {
  const { data, meta } = await api.get<MatchRecord[]>(`/${resource}/matching`, {
    query: {
      distance: filters.distance ?? undefined,
      labels: filters.labels.length ? [...filters.labels] : undefined,
      availability: filters.availability,
      excluded: filters.excluded || undefined,
    },
    signal,
  });
  return { records: data, meta: meta as unknown as MatchingMeta };
}

/**
 * The candidates of what `resource` names under the filters, cached under the key of what is
 * matched (an offer fetches them again), the last answer kept while the next loads.
 */
export const useMatches = (resource: string, queryKey: QueryKey, filters: MatchingFilters, enabled: boolean) =>
  useQuery({
    queryKey: [...queryKey, 'matching', filters],
    queryFn: ({ signal }) => findMatches(resource, filters, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

/** POST request/{id}/invitation: invites the selected persons (INV-RULE-01; the service refuses more than 50). */
export const invitePersons = (id: number, persons: readonly number[]) => api.post<OfferView[]>(`/request/${id}/invitation`, { persons });

/** POST request/{id}/reservation: reserves one person (INV-RULE-03). */
export const reservePerson = (id: number, person: number) => api.post<OfferView[]>(`/request/${id}/reservation`, { person });
