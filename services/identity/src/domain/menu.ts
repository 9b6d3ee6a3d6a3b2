import { hasAnyRight, ROUTES, type MenuGroup, type MenuItem, type MenuResponse, type RightsHolder, type RouteDef } from '@app/contracts';

type GroupKey = MenuGroup['key'];

interface MenuEntry {
  group: GroupKey;
  icon: string;
  /** i18n key of the label; `menu.<key>` when not given */
  label?: string;
}

/** The menu groups in their order (spec 001 section 2: Admin, Group admin, Global admin, Pool admin, Working days and times admin). */
export const MENU_GROUPS: readonly GroupKey[] = ['main', 'admin', 'group_admin', 'global_admin', 'pool_admin', 'working_days_admin'];

const admin = (group: GroupKey, icon: string, key: string): MenuEntry => ({ group, icon, label: `admin_lists.menu.${key}` });

/** Where each menu-able route goes and its icon; the order here is the order in the menu. */
export const MENU_ENTRIES: Record<string, MenuEntry> = {
  dashboard: { group: 'main', icon: 'Dashboard' },
  inbox: { group: 'main', icon: 'Inbox' },
  request: { group: 'main', icon: 'Assignment' },
  'request-group': { group: 'main', icon: 'AssignmentTurnedIn' },
  calendar: { group: 'main', icon: 'Event' },
  planning: { group: 'main', icon: 'CalendarMonth' },
  'work-state': { group: 'main', icon: 'WorkHistory' },
  invitation: { group: 'main', icon: 'Mail' },
  reservation: { group: 'main', icon: 'BookmarkAdded' },
  reports: { group: 'main', icon: 'BarChart' },
  manage: { group: 'admin', icon: 'Tune' },
  person: { group: 'admin', icon: 'People' },
  branch: { group: 'admin', icon: 'AccountTree' },
  contract: admin('admin', 'Description', 'contract'),
  label: { group: 'admin', icon: 'Label' },
  'label-group': admin('admin', 'LabelImportant', 'label_group'),
  'reason-for-absence': admin('admin', 'EventBusy', 'reason_for_absence'),
  'absence-group': admin('admin', 'Category', 'absence_group'),
  announcement: { group: 'admin', icon: 'Campaign' },
  'branch-type': admin('group_admin', 'Apartment', 'branch_type'),
  'profile-type': admin('group_admin', 'Badge', 'profile_type'),
  'contract-type': admin('group_admin', 'FolderSpecial', 'contract_type'),
  policy: admin('group_admin', 'Gavel', 'policy'),
  role: { group: 'global_admin', icon: 'AdminPanelSettings' },
  account: admin('global_admin', 'ManageAccounts', 'account'),
  pool: admin('global_admin', 'Domain', 'pool'),
  settings: { group: 'pool_admin', icon: 'Settings' },
  'data-supplier': admin('pool_admin', 'Storage', 'data_supplier'),
  'additional-field': admin('pool_admin', 'PostAdd', 'additional_field'),
  vacation: admin('working_days_admin', 'BeachAccess', 'vacation'),
  period: admin('working_days_admin', 'DateRange', 'period'),
  schedule: admin('working_days_admin', 'Schedule', 'schedule'),
  'week-schedule': admin('working_days_admin', 'ViewWeek', 'week_schedule'),
  'reason-for-daypart': admin('working_days_admin', 'EventNote', 'reason_for_daypart'),
};

/** Own data in the user menu (spec 000: /person/me/:tab?). */
export const PROFILE_ITEM_KEYS: Record<string, { label: string; icon: string }> = {
  'person/me': { label: 'menu.my_data', icon: 'AccountCircle' },
};

/** The fixed part of a route pattern: `/request/:id?/:tab?` -> `request`. */
export const routeBase = (path: string): string =>
  path
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .join('/');

/** Routes a menu can open: not public, not a create page, no parameter that must be filled. */
export function isMenuRoute(route: RouteDef): boolean {
  if (route.public || route.create) return false;
  return !route.path.split('/').some((s) => /^:\w+$/.test(s));
}

const item = (key: string, label: string, icon: string): MenuItem => ({ key, label, route: `/${key}`, icon });

/** The menu of the signed-in profile: every menu route it holds a right for, by group (GET /api/menu). */
export function buildMenu(holder: RightsHolder): MenuResponse {
  const open = new Set(ROUTES.filter((r) => isMenuRoute(r) && hasAnyRight(holder, r.anyOf)).map((r) => routeBase(r.path)));
  const groupItems = (group: GroupKey) =>
    Object.entries(MENU_ENTRIES)
      .filter(([key, entry]) => entry.group === group && open.has(key))
      .map(([key, entry]) => item(key, entry.label ?? `menu.${key.replace(/-/g, '_')}`, entry.icon));
  const menu: MenuGroup[] = MENU_GROUPS.map((key) => ({ key, label: `admin_lists.menu_group.${key}`, items: groupItems(key) })).filter((g) => g.items.length > 0);
  const profileItems = Object.entries(PROFILE_ITEM_KEYS)
    .filter(([key]) => open.has(key))
    .map(([key, p]) => item(key, p.label, p.icon));
  return { menu, profile_items: profileItems, mobile_left_menu: groupItems('main') };
}
