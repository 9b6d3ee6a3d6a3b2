import { useQuery } from '@tanstack/react-query';
import type { PersonLogEntry } from '@app/contracts';
import { api } from '@app/platform/api';

/** The request log's events naming the person, newest first; read afresh each time the tab opens. */
export const usePersonLogs = (id: number) =>
  useQuery({
    queryKey: ['person-logs', id],
    queryFn: async () => (await api.get<PersonLogEntry[]>(`/person/${id}/logs`)).data,
    staleTime: 0,
  });
