import type { MatchingMeta, MatchRecord, OfferView } from '@app/contracts';
import { api } from '@app/platform/api';

/** The planner's filters (MATCH-11: distance in km). */
export interface MatchingFilters {
  distance: number | null;
  availability: 'any' | 'full';
  excluded: boolean;
}

/** GET request/{id}/matching, abortable (MATCH-02): react-query passes the signal and aborts a superseded call. */
export async function findMatches(id: number, filters: MatchingFilters, signal?: AbortSignal) {
  const { data, meta } = await api.get<MatchRecord[]>(`/request/${id}/matching`, {
    query: {
      distance: filters.distance ?? undefined,
      availability: filters.availability,
      excluded: filters.excluded || undefined,
    },
    signal,
  });
  return { records: data, meta: meta as unknown as MatchingMeta };
}

/** POST request/{id}/invitation: invites the selected persons (INV-RULE-01; the service refuses more than 50). */
export const invitePersons = (id: number, persons: readonly number[]) => api.post<OfferView[]>(`/request/${id}/invitation`, { persons });

/** POST request/{id}/reservation: reserves one person (INV-RULE-03). */
export const reservePerson = (id: number, person: number) => api.post<OfferView[]>(`/request/${id}/reservation`, { person });
