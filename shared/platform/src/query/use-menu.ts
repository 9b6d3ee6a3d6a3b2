import { useQuery } from '@tanstack/react-query';
import { ApiPath, liveMenuGroups, liveMenuItems, type Locale, type MenuResponse } from '@app/contracts';
import { api } from '@app/platform/api';
import { useRouteTable } from '@app/platform/navigation';
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

/**
 * The menu with only the items a live module owns, titled by the pages they open in `locale`
 * (contracts' liveMenuGroups); empty until the shell has read the module registry.
 */
export function useLiveMenu(locale: Locale) {
  const menu = useMenu();
  const routes = useRouteTable() ?? [];
  const data = menu.data && {
    menu: liveMenuGroups(menu.data.menu, routes, locale),
    profile_items: liveMenuItems(menu.data.profile_items, routes, locale),
    mobile_left_menu: liveMenuItems(menu.data.mobile_left_menu, routes, locale),
  };
  return { ...menu, data };
}
