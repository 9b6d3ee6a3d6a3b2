import { liveMenuGroups } from './live-menu';
import type { MenuGroup } from './menu';
import type { RouteDef } from './routes';

const item = (key: string) => ({ key, label: `menu.${key}`, route: `/${key}`, icon: 'Label' });
const route = (path: string, nl: string, en: string): RouteDef => ({ path, title: { nl, en }, anyOf: [], remote: 'mfe_x' });

describe('live menu', () => {
  const menu: MenuGroup[] = [
    { key: 'main', label: 'menu_group.main', items: [item('dashboard'), item('request')] },
    { key: 'pool_admin', label: 'menu_group.pool_admin', items: [item('outbox')] },
  ];
  const routes = [route('/dashboard', 'Dashboard', 'Dashboard'), route('/request/:id?/:tab?', 'Aanvragen', 'Requests')];

  it('keeps the items a live module owns, titled by the page they open in the reader language', () => {
    expect(liveMenuGroups(menu, routes, 'nl')).toEqual([
      {
        ...menu[0],
        items: [
          { ...item('dashboard'), title: 'Dashboard' },
          { ...item('request'), title: 'Aanvragen' },
        ],
      },
    ]);
    expect(liveMenuGroups(menu, routes, 'en')[0]!.items.map((i) => i.title)).toEqual(['Dashboard', 'Requests']);
  });

  it('shows an item, and its group, once a module owns its path', () => {
    const withOutbox = [...routes, route('/outbox', 'Uitgaande post', 'Outbox')];
    expect(liveMenuGroups(menu, withOutbox, 'en').map((g) => g.key)).toEqual(['main', 'pool_admin']);
  });
});
