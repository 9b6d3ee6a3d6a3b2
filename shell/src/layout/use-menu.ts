import { useQuery } from '@tanstack/react-query';
import { ApiPath, type MenuResponse } from '@app/contracts';
import { api, useSession } from '@app/platform';

/** The menu of the chosen profile; refetched for every new user or profile. */
export function useMenu() {
  const payload = useSession((s) => s.payload);
  return useQuery({
    queryKey: ['menu', payload?.username, payload?.pool_id, payload?.profile_id],
    queryFn: async () => (await api.get<MenuResponse>(ApiPath.menu)).data,
    enabled: !!payload?.finished,
  });
}

export function menuHref(route: string): string {
  return route.startsWith('/') ? route : `/${route}`;
}
