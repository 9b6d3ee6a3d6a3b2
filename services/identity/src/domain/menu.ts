import {
  hasAnyRight,
  MENU_ENTRIES,
  MENU_GROUPS,
  menuGroupLabel,
  PROFILE_ITEMS,
  type MenuGroup,
  type MenuItem,
  type MenuResponse,
  type RightsHolder,
} from '@app/contracts';

type GroupKey = MenuGroup['key'];

const item = (key: string, label: string, icon: string): MenuItem => ({ key, label, route: `/${key}`, icon });

/** Whose menu it is: the rights, and the pool and profile that name a badge's channels. */
export type MenuHolder = RightsHolder & { pool_id: number; profile_id: number | null };

/**
 * The menu of the signed-in profile: every menu entry (shared/contracts menu.ts) it holds a right
 * for, by group (GET /api/menu). The shell hides an item whose path no live module owns.
 */
export function buildMenu(holder: MenuHolder): MenuResponse {
  const groupItems = (group: GroupKey) =>
    Object.entries(MENU_ENTRIES)
      .filter(([, entry]) => entry.group === group && holder.finished && hasAnyRight(holder, entry.anyOf))
      .map(([key, entry]) => {
        const shown = item(key, entry.label ?? `menu.${key.replace(/-/g, '_')}`, entry.icon);
        return entry.badge && holder.profile_id !== null
          ? { ...shown, badge: entry.badge(holder.pool_id, holder.profile_id, holder) }
          : shown;
      });
  const menu: MenuGroup[] = MENU_GROUPS.map((key) => ({ key, label: menuGroupLabel(key), items: groupItems(key) })).filter(
    (g) => g.items.length > 0,
  );
  const profileItems = Object.entries(PROFILE_ITEMS)
    .filter(([, p]) => holder.finished && hasAnyRight(holder, p.anyOf))
    .map(([key, p]) => item(key, p.label, p.icon));
  return { menu, profile_items: profileItems, mobile_left_menu: groupItems('main') };
}
