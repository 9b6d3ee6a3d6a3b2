import { useQuery } from '@tanstack/react-query';
import { ApiPath, type MenuResponse } from '@app/contracts';
import { api } from '@app/platform/api';
import { useSession } from '@app/platform/session';

/**
 * The menu of the chosen profile (GET /api/menu), refetched for every new user or profile. One
 * query key for the shell's menu and the admin module's manage page, so both read the same answer.
 */
export function useMenu() {
  const payload = useSession((s) => s.payload);
  return useQuery({
    queryKey: ['menu', payload?.username, payload?.pool_id, payload?.profile_id],
    queryFn: async () => (await api.get<MenuResponse>(ApiPath.menu)).data,
    enabled: !!payload?.finished,
  });
}
