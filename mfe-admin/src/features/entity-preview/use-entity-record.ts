import { useQuery } from '@tanstack/react-query';
import { api } from '@app/platform/api';
import type { EntityRecord } from '../../lib/entity-record';

export const recordQueryKey = (entityUrl: string, id: number) => ['entity-record', entityUrl, id] as const;

/** GET {entity_url}/{id}: the record a preview shows (spec 001 section 7). */
export function useEntityRecord(entityUrl: string | undefined, id: number) {
  return useQuery({
    queryKey: recordQueryKey(entityUrl ?? '', id),
    queryFn: async () => (await api.get<EntityRecord>(`/${entityUrl}/${id}`)).data,
    enabled: !!entityUrl,
    staleTime: 0,
    // a record that is not there closes the popup with its own message (ERR-GEN-04)
    meta: { handles: [404] },
  });
}
