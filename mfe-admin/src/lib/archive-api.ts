import { api } from '@app/platform/api';
import type { EntityRecord } from './entity-record';

/** Archives (`DELETE {entity}/{id}/archive`) or restores (`PUT {entity}/{id}/unarchive`) a record; the answer is the record as saved. */
export const setArchived = async (entityUrl: string, id: number, archive: boolean) =>
  (archive ? await api.delete<EntityRecord>(`/${entityUrl}/${id}/archive`) : await api.put<EntityRecord>(`/${entityUrl}/${id}/unarchive`))
    .data;
