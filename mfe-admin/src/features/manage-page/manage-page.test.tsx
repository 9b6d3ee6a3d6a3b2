/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { MenuResponse, RouteDef } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { fakeApi, renderWithProviders } from '../../testing/fake-api';
import { ManagePage } from './manage-page';

const item = (key: string, label: string) => ({ key, label, route: `/${key}`, icon: 'Label' });
const menu: MenuResponse = {
  menu: [
    { key: 'main', label: 'admin_lists.menu_group.main', items: [item('dashboard', 'menu.dashboard')] },
    { key: 'admin', label: 'admin_lists.menu_group.admin', items: [item('manage', 'menu.manage'), item('person', 'menu.person'), item('branch', 'menu.branch')] },
    { key: 'working_days_admin', label: 'admin_lists.menu_group.working_days_admin', items: [item('vacation', 'admin_lists.menu.vacation')] },
  ],
  profile_items: [],
  mobile_left_menu: [],
};
const route = { path: '/manage', remote: 'mfe_admin', title: 'page.manage', anyOf: [] } as unknown as RouteDef;

describe('ManagePage', () => {
  beforeAll(() => {
    setLocale('en');
    sessionStore.setState({ payload: { username: 'admin', pool_id: 1, profile_id: 1, finished: 1 } as never });
  });

  it('shows a card per management group with a link to each list, without the main group and itself', async () => {
    fakeApi({ 'GET /menu': () => ({ data: menu }) });
    renderWithProviders(<ManagePage route={route} params={{}} />);
    const admin = await screen.findByTestId('manage-card-admin');
    expect(within(admin).getByRole('heading').textContent).toBe('Admin');
    expect(within(admin).queryByTestId('manage-link-manage')).toBeNull();
    expect(within(admin).getByTestId('manage-link-person').textContent).toBe('Persons');
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
