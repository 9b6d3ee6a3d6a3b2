import type { LiveMenuGroup } from '@app/contracts';

/**
 * The management groups of the menu with the lists in them: every group but the main one, without
 * the manage page itself. The server built the menu from the user's rights, so every item opens.
 */
export function manageGroups(menu: readonly LiveMenuGroup[]): LiveMenuGroup[] {
  return menu
    .filter((group) => group.key !== 'main')
    .map((group) => ({ ...group, items: group.items.filter((item) => item.key !== 'manage') }))
    .filter((group) => group.items.length > 0);
}
