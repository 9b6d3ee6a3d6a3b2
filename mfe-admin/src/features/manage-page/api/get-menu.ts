import { useQuery } from '@tanstack/react-query';
import { ApiPath, type MenuResponse } from '@app/contracts';
import { api } from '@app/platform/api';
import { useSession } from '@app/platform/session';

/** The menu the server sends for the chosen profile (GET /api/menu), under the shell's query key. */
export function useMenu() {
  const payload = useSession((s) => s.payload);
  return useQuery({
    queryKey: ['menu', payload?.username, payload?.pool_id, payload?.profile_id],
    queryFn: async () => (await api.get<MenuResponse>(ApiPath.menu)).data,
    enabled: !!payload?.finished,
  });
}
