import type { LiveMenuGroup, LiveMenuItem } from '@app/contracts';
import { menuHref } from './menu-href';

/** The bottom menu's slots (PLT-SHELL-03): home, calendar, a substitute's open work and inbox, each where this profile may go. */
export interface BottomMenuTargets {
  home?: LiveMenuItem;
  calendar?: LiveMenuItem;
  openWork?: LiveMenuItem;
  inbox?: LiveMenuItem;
}

/**
 * Where each slot of the phone's bottom menu leads, from the profile's live server menu (which the
 * server builds from its rights): the calendar slot opens the general calendar for who may see it,
 * else one's own planning (a substitute's), so no slot ever opens a page that answers 'no access'.
 * A slot with nowhere to go is left out.
 */
export function bottomMenuTargets(groups: readonly LiveMenuGroup[]): BottomMenuTargets {
  const items = groups.flatMap((group) => group.items);
  const first = (...paths: string[]) =>
    paths.map((path) => items.find((item) => menuHref(item.route) === path)).find((item) => item !== undefined);
  return { home: first('/dashboard'), calendar: first('/calendar', '/planning'), openWork: first('/open-work'), inbox: first('/inbox') };
}
