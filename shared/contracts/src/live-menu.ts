import type { Locale } from './envelope';
import type { MenuGroup, MenuItem } from './menu';
import { matchRoute, type RouteDef } from './routes';

// Apart from menu.ts so a front end bundles these functions without the server's menu table.

/** A menu item with the title of the page it opens, in the reader's language. */
export interface LiveMenuItem extends MenuItem {
  title: string;
}

export interface LiveMenuGroup extends Omit<MenuGroup, 'items'> {
  items: LiveMenuItem[];
}

/**
 * The items of the server's menu that a live module owns, each titled by the route it opens (the
 * module's text, so a module ships a new menu target alone); an item no live module owns is left out.
 */
export function liveMenuItems(items: readonly MenuItem[], routes: readonly RouteDef[], locale: Locale): LiveMenuItem[] {
  return items.flatMap((item) => {
    const match = matchRoute(item.route.startsWith('/') ? item.route : `/${item.route}`, routes);
    return match ? [{ ...item, title: match.route.title[locale] }] : [];
  });
}

/** The menu groups with only their live items; a group left empty is left out. */
export function liveMenuGroups(groups: readonly MenuGroup[], routes: readonly RouteDef[], locale: Locale): LiveMenuGroup[] {
  return groups.map((group) => ({ ...group, items: liveMenuItems(group.items, routes, locale) })).filter((group) => group.items.length > 0);
}
