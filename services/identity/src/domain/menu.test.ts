import { hasAnyRight, matchRoute, Permission as P, ROUTES, type RightsHolder } from '@app/contracts';
import { en, nl } from '@app/i18n';
import { buildMenu, isMenuRoute, MENU_ENTRIES, MENU_GROUPS, PROFILE_ITEM_KEYS, routeBase } from './menu';

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
        label: 'admin_lists.menu_group.main',
        items: [
          { key: 'dashboard', label: 'menu.dashboard', route: '/dashboard', icon: 'Dashboard' },
          { key: 'request', label: 'menu.request', route: '/request', icon: 'Assignment' },
          { key: 'request-group', label: 'menu.request_group', route: '/request-group', icon: 'AssignmentTurnedIn' },
        ],
      },
      { key: 'pool_admin', label: 'admin_lists.menu_group.pool_admin', items: [{ key: 'settings', label: 'menu.settings', route: '/settings', icon: 'Settings' }] },
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

  it('puts the management lists in the spec groups, in the groups\' order', () => {
    const menu = buildMenu(holder([P.PERSON_VIEW, P.VACATION_ALL, P.PERIOD_ALL, P.BRANCH_TYPE_ALL, P.ROLE_ALL, P.LABEL_ALL]));
    expect(menu.menu.map((g) => [g.key, g.items.map((i) => i.key)])).toEqual([
      ['admin', ['person', 'label', 'label-group']],
      ['group_admin', ['branch-type']],
      ['global_admin', ['role']],
      ['working_days_admin', ['vacation', 'period']],
    ]);
    expect(menu.mobile_left_menu).toEqual([]);
    expect(MENU_GROUPS).toEqual(['main', 'admin', 'group_admin', 'global_admin', 'pool_admin', 'working_days_admin']);
  });

  it('labels every group and item with a key that nl and en both translate', () => {
    const all = buildMenu(holder([], { is_sysadmin: true }));
    expect(all.menu.map((g) => g.key)).toEqual(MENU_GROUPS);
    const lookup = (resources: object, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
    const labels = [...all.menu.map((g) => g.label), ...all.menu.flatMap((g) => g.items.map((i) => i.label)), ...all.profile_items.map((i) => i.label)];
    for (const label of labels) {
      expect([label, typeof lookup(en, label)]).toEqual([label, 'string']);
      expect([label, typeof lookup(nl, label)]).toEqual([label, 'string']);
    }
  });
});
