import { MENU_ENTRIES, MENU_GROUPS, Permission as P, type RightsHolder } from '@app/contracts';
import { buildMenu, type MenuHolder } from './menu';

const holder = (allow: string[], extra: Partial<RightsHolder> = {}): MenuHolder => ({
  pool_id: 3,
  profile_id: 12,
  roles: [],
  allow,
  is_sysadmin: false,
  finished: 1,
  ...extra,
});

describe('buildMenu', () => {
  it('shows only routes the holder may open, grouped with i18n labels and icons', () => {
    const menu = buildMenu(holder([P.DASHBOARD_VIEW, P.REQUEST_VIEW, P.SETTINGS_ALL, P.PERSON_POPUP_VIEW]));
    expect(menu.menu).toEqual([
      {
        key: 'main',
        label: 'menu_group.main',
        items: [
          { key: 'dashboard', label: 'menu.dashboard', route: '/dashboard', icon: 'Dashboard' },
          { key: 'request', label: 'menu.request', route: '/request', icon: 'Assignment' },
          { key: 'request-group', label: 'menu.request_group', route: '/request-group', icon: 'AssignmentTurnedIn' },
        ],
      },
      {
        key: 'pool_admin',
        label: 'menu_group.pool_admin',
        items: [
          { key: 'settings', label: 'menu.settings', route: '/settings', icon: 'Settings' },
          { key: 'embed-token', label: 'admin_lists.menu.embed_token', route: '/embed-token', icon: 'Settings' },
        ],
      },
    ]);
    expect(menu.profile_items).toEqual([{ key: 'person/me', label: 'menu.my_data', route: '/person/me', icon: 'AccountCircle' }]);
    expect(menu.mobile_left_menu).toEqual(menu.menu[0]!.items);
  });

  it('gives a sysadmin every menu route and an unfinished profile none', () => {
    const all = buildMenu(holder([], { is_sysadmin: true }));
    const routes = all.menu.flatMap((g) => g.items.map((i) => i.route));
    expect(routes).toHaveLength(Object.keys(MENU_ENTRIES).length);
    expect(buildMenu(holder([P.DASHBOARD_VIEW], { finished: 0 }))).toEqual({ menu: [], profile_items: [], mobile_left_menu: [] });
  });

  it("puts the management lists in the spec groups, in the groups' order", () => {
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

  it("puts a live count on the inbox, kept on the profile's own invitation and reservation channels (INBOX-06)", () => {
    const [main] = buildMenu(holder([P.INBOX_VIEW, P.DASHBOARD_VIEW])).menu;
    expect(main!.items.find((i) => i.key === 'inbox')!.badge).toEqual({
      url: 'inbox/count',
      channels: ['pool/3/profile/12/invitation', 'pool/3/profile/12/reservation'],
    });
    expect(main!.items.find((i) => i.key === 'dashboard')!.badge).toBeUndefined();
  });

  it("adds the pool's proposal channel to the inbox count of who decides for the school (propose_to_school)", () => {
    const [main] = buildMenu(holder([P.INBOX_VIEW, P.REQUEST_CREATE])).menu;
    expect(main!.items.find((i) => i.key === 'inbox')!.badge!.channels).toEqual([
      'pool/3/profile/12/invitation',
      'pool/3/profile/12/reservation',
      'pool/3/proposal',
    ]);
  });
});
