import { hasAnyRight, ROUTES, type MenuGroup, type MenuItem, type MenuResponse, type RightsHolder, type RouteDef } from '@app/contracts';

interface MenuEntry {
  group: 'main' | 'admin';
  icon: string;
}

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
  settings: { group: 'admin', icon: 'Settings' },
  role: { group: 'admin', icon: 'AdminPanelSettings' },
  label: { group: 'admin', icon: 'Label' },
  'label-group': { group: 'admin', icon: 'LabelImportant' },
  'reason-for-absence': { group: 'admin', icon: 'EventBusy' },
  'absence-group': { group: 'admin', icon: 'Category' },
  announcement: { group: 'admin', icon: 'Campaign' },
  'data-supplier': { group: 'admin', icon: 'Storage' },
  'additional-field': { group: 'admin', icon: 'PostAdd' },
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

/** The menu of the signed-in profile: every menu route it holds a right for (GET /api/menu). */
export function buildMenu(holder: RightsHolder): MenuResponse {
  const open = new Set(ROUTES.filter((r) => isMenuRoute(r) && hasAnyRight(holder, r.anyOf)).map((r) => routeBase(r.path)));
  const groupItems = (group: MenuEntry['group']) =>
    Object.entries(MENU_ENTRIES)
      .filter(([key, entry]) => entry.group === group && open.has(key))
      .map(([key, entry]) => item(key, `menu.${key.replace(/-/g, '_')}`, entry.icon));
  const main = groupItems('main');
  const admin = groupItems('admin');
  const menu: MenuGroup[] = [];
  if (main.length) menu.push({ key: 'main', label: 'menu.group.main', items: main });
  if (admin.length) menu.push({ key: 'admin', label: 'menu.group.admin', items: admin });
  const profileItems = Object.entries(PROFILE_ITEM_KEYS)
    .filter(([key]) => open.has(key))
    .map(([key, p]) => item(key, p.label, p.icon));
  return { menu, profile_items: profileItems, mobile_left_menu: main };
}
