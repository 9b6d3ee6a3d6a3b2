import { useQuery } from '@tanstack/react-query';
import { api } from '@app/platform/api';
import type { PopupTab } from '@app/contracts';
import type { EntityRecord } from '../../../lib/entity-record';

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

/** PUT {entity_url}/{id}: the saved record with the server's warnings in `meta`. */
export const saveEntityRecord = (entityUrl: string, id: number, payload: Record<string, unknown>) =>
  api.put<EntityRecord>(`/${entityUrl}/${id}`, payload);

/** POST {entity_url}: the new record (with a reveal-once value when the template has one) and the warnings in `meta`. */
export const createEntityRecord = (entityUrl: string, payload: Record<string, unknown>) =>
  api.post<{ id: number } & Record<string, unknown>>(`/${entityUrl}`, payload);

const tabDataUrl = (tab: PopupTab, id: number) => `/${(tab.url ?? '').replace(/^\/+/, '').replaceAll('{id}', String(id))}`;

/** GET {tab.url} of a data tab: a list or one object; read afresh each time the tab opens. */
export const useEntityTabData = (tab: PopupTab, id: number) =>
  useQuery({
    queryKey: ['entity-tab', tab.url, id],
    queryFn: async () => (await api.get<unknown>(tabDataUrl(tab, id))).data,
    staleTime: 0,
  });
