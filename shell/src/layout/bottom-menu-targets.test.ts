import type { LiveMenuGroup, LiveMenuItem } from '@app/contracts';
import { bottomMenuTargets } from './bottom-menu-targets';

const item = (route: string, title = route): LiveMenuItem => ({ key: route.slice(1), label: '', route, icon: 'Event', title });
const menu = (...routes: string[]): LiveMenuGroup[] => [{ key: 'main', label: '', items: routes.map((r) => item(r)) }];

describe('the bottom menu from the profile rights (PLT-SHELL-03)', () => {
  it('gives a planner home, the general calendar and the inbox', () => {
    const targets = bottomMenuTargets(menu('/dashboard', '/inbox', '/request', '/calendar', '/planning'));
    expect([targets.home?.route, targets.calendar?.route, targets.inbox?.route]).toEqual(['/dashboard', '/calendar', '/inbox']);
  });

  it("opens a substitute's own planning in the calendar slot, never a page they may not see", () => {
    expect(bottomMenuTargets(menu('/dashboard', '/inbox', '/planning')).calendar?.route).toBe('/planning');
  });

  it('gives a substitute who may claim work the open work slot, and nobody else', () => {
    expect(bottomMenuTargets(menu('/dashboard', '/inbox', '/planning', '/open-work')).openWork?.route).toBe('/open-work');
    expect(bottomMenuTargets(menu('/dashboard', '/inbox', '/calendar')).openWork).toBeUndefined();
  });

  it('leaves out a slot the profile has no page for', () => {
    const targets = bottomMenuTargets(menu('/dashboard'));
    expect(targets.calendar).toBeUndefined();
    expect(targets.inbox).toBeUndefined();
    expect(bottomMenuTargets([])).toEqual({ home: undefined, calendar: undefined, openWork: undefined, inbox: undefined });
  });
});
