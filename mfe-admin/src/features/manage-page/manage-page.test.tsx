/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { MenuResponse, ModuleRoute } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { setRouteTable } from '@app/platform/navigation';
import { sessionStore } from '@app/platform/session';
import { fakeApi, renderWithProviders } from '../../testing/fake-api';
import { ManagePage } from './manage-page';

const item = (key: string, label: string) => ({ key, label, route: `/${key}`, icon: 'Label' });
const menu: MenuResponse = {
  menu: [
    { key: 'main', label: 'menu_group.main', items: [item('dashboard', 'menu.dashboard')] },
    {
      key: 'admin',
      label: 'menu_group.admin',
      items: [
        item('manage', 'menu.manage'),
        item('person', 'menu.person'),
        item('branch', 'menu.branch'),
        item('announcement', 'menu.announcement'),
      ],
    },
    {
      key: 'working_days_admin',
      label: 'menu_group.working_days_admin',
      items: [item('vacation', 'admin_lists.menu.vacation')],
    },
  ],
  profile_items: [],
  mobile_left_menu: [],
};
const route: ModuleRoute = { path: '/manage', title: 'page.manage', anyOf: [] };
const live = (path: string, en: string) => ({ path, title: { nl: en, en }, anyOf: [], remote: 'mfe_admin' });

describe('ManagePage', () => {
  beforeAll(() => {
    setLocale('en');
    sessionStore.setState({ payload: { username: 'admin', pool_id: 1, profile_id: 1, finished: 1 } as never });
    // the live modules' routes, as the shell sets them from the registry: no module owns /announcement here
    setRouteTable(
      ['/manage', '/person/:id?/:tab?', '/branch/:id?/:tab?', '/vacation/:id?/:tab?'].map((p) => live(p, `Title of ${p.split('/')[1]}`)),
    );
  });

  it('shows a card per management group with a link to each live list titled as its page, without the main group and itself', async () => {
    fakeApi({ 'GET /menu': () => ({ data: menu }) });
    renderWithProviders(<ManagePage route={route} params={{}} />);
    const admin = await screen.findByTestId('manage-card-admin');
    expect(within(admin).getByRole('heading').textContent).toBe('Admin');
    expect(within(admin).queryByTestId('manage-link-manage')).toBeNull();
    expect(within(admin).getByTestId('manage-link-person').textContent).toBe('Title of person');
    expect(within(admin).queryByTestId('manage-link-announcement')).toBeNull();
    expect(screen.getByTestId('manage-card-working_days_admin')).toBeTruthy();
    expect(screen.queryByTestId('manage-card-main')).toBeNull();
    const vacations = screen.getByTestId('manage-link-vacation');
    expect(vacations.getAttribute('href')).toBe('/vacation');
    fireEvent.click(vacations);
    expect(window.location.pathname).toBe('/vacation');
  });

  it('says so when the profile may manage nothing', async () => {
    fakeApi({ 'GET /menu': () => ({ data: { ...menu, menu: [menu.menu[0]!] } }) });
    renderWithProviders(<ManagePage route={route} params={{}} />);
    expect((await screen.findByTestId('manage-empty')).textContent).toBe('There is nothing to manage with this profile.');
  });
});
