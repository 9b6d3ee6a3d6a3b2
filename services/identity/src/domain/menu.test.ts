import { hasAnyRight, matchRoute, Permission as P, ROUTES, type RightsHolder } from '@app/contracts';
import { buildMenu, isMenuRoute, MENU_ENTRIES, PROFILE_ITEM_KEYS, routeBase } from './menu';

const holder = (allow: string[], extra: Partial<RightsHolder> = {}): RightsHolder => ({ roles: [], allow, is_sysadmin: false, finished: 1, ...extra });

describe('buildMenu', () => {
  it('has a place for every route a menu can open', () => {
    for (const route of ROUTES.filter(isMenuRoute)) {
      const base = routeBase(route.path);
      expect([base, base in MENU_ENTRIES || base in PROFILE_ITEM_KEYS]).toEqual([base, true]);
    }
    expect(ROUTES.filter(isMenuRoute).map((r) => r.path)).not.toContain('/request/new');
  });

  it('shows only routes the holder may open, grouped with i18n labels and icons', () => {
    const menu = buildMenu(holder([P.DASHBOARD_VIEW, P.REQUEST_VIEW, P.SETTINGS_ALL, P.PERSON_POPUP_VIEW]));
    expect(menu.menu).toEqual([
      {
        key: 'main',
        label: 'menu.group.main',
        items: [
          { key: 'dashboard', label: 'menu.dashboard', route: '/dashboard', icon: 'Dashboard' },
          { key: 'request', label: 'menu.request', route: '/request', icon: 'Assignment' },
          { key: 'request-group', label: 'menu.request_group', route: '/request-group', icon: 'AssignmentTurnedIn' },
        ],
      },
      { key: 'admin', label: 'menu.group.admin', items: [{ key: 'settings', label: 'menu.settings', route: '/settings', icon: 'Settings' }] },
    ]);
    expect(menu.profile_items).toEqual([{ key: 'person/me', label: 'menu.my_data', route: '/person/me', icon: 'AccountCircle' }]);
    expect(menu.mobile_left_menu).toEqual(menu.menu[0]!.items);
  });

  it('gives a sysadmin every menu route and an unfinished profile none', () => {
    const all = buildMenu(holder([], { is_sysadmin: true }));
    const routes = all.menu.flatMap((g) => g.items.map((i) => i.route));
    expect(routes).toHaveLength(Object.keys(MENU_ENTRIES).length);
    for (const r of routes) expect(hasAnyRight(holder([], { is_sysadmin: true }), matchRoute(r)!.route.anyOf)).toBe(true);
    expect(buildMenu(holder([P.DASHBOARD_VIEW], { finished: 0 }))).toEqual({ menu: [], profile_items: [], mobile_left_menu: [] });
  });
});
