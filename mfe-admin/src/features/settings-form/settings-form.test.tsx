/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setLocale } from '@app/i18n';
import { dialogStore } from '@app/ui/dialog-store';
import type { SettingGroup, SettingItem } from '@app/contracts';
import { branchSettingsSource, poolSettingsSource, type SettingsSource } from './api/settings-api';
import { SettingsForm } from './settings-form';
import { AdminProviders } from '../../testing/fake-api';

const lockItem = (lock: number): SettingItem => ({
  code: 'request_lock_timeout',
  label: 'settings.request_lock_timeout',
  input_type: 'number',
  min: 30,
  max: 86_400,
  branch: false,
  value: lock,
  value_parent: 300,
  is_changed: lock !== 300,
});
const saturdayItem = (saturday: boolean, parent = false): SettingItem => ({
  code: 'saturday_working_day',
  label: 'settings.saturday_working_day',
  input_type: 'boolean',
  branch: true,
  value: saturday,
  value_parent: parent,
  is_changed: saturday !== parent,
});
const groups = (saturday: boolean, lock: number): SettingGroup[] => [
  { group: { name: 'settings.groups.requests' }, items: [lockItem(lock)] },
  { group: { name: 'settings.groups.planning' }, items: [saturdayItem(saturday)] },
];

function respond(status: number, data: unknown, meta: object = {}) {
  const body = JSON.stringify({ data, meta });
  return Promise.resolve({ ok: status < 400, status, headers: { get: () => null }, text: async () => body } as unknown as Response);
}

describe('SettingsForm', () => {
  let puts: { url: string; body: unknown }[];
  let answer422: boolean;
  let pool: SettingGroup[];
  let branchSaturday: boolean | null;
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    puts = [];
    answer422 = false;
    pool = groups(false, 300);
    branchSaturday = null;
    dialogStore.setState({ toasts: [] });
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as unknown;
        puts.push({ url: url.replace(/\?.*/, ''), body });
        if (answer422) return respond(422, null, { errors: { request_lock_timeout: ['The lock timeout is not allowed.'] } });
        if (url.includes('/branch/5/settings/saturday_working_day'))
          branchSaturday = (body as { value: number | null }).value === null ? null : true;
        else pool = groups(true, 600);
        return respond(200, null);
      }
      // the branch inherits the pool's false unless it has its own value
      if (url.includes('/branch/5/settings/saturday_working_day')) return respond(200, saturdayItem(branchSaturday ?? false, false));
      expect(url).toContain('/api/settings/pool?');
      return respond(200, pool);
    }) as typeof fetch;
  });

  function renderForm(source: SettingsSource = poolSettingsSource) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AdminProviders>
          <SettingsForm source={source} />
        </AdminProviders>
      </QueryClientProvider>,
    );
  }

  it('shows the groups and items, warns on a value other than the standard one, and saves every item', async () => {
    renderForm();
    expect(await screen.findByText('Requests')).toBeTruthy();
    expect(screen.getByText('Planning')).toBeTruthy();
    expect(screen.queryByTestId('setting-parent-warning-saturday_working_day')).toBeNull();
    fireEvent.click(screen.getByTestId('setting-saturday_working_day'));
    expect(screen.getByTestId('setting-parent-warning-saturday_working_day').textContent).toBe(
      'This value differs from the standard value (No).',
    );
    fireEvent.change(screen.getByTestId('setting-request_lock_timeout'), { target: { value: '600' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      url: '/api/settings/pool',
      body: [
        { code: 'request_lock_timeout', value: 600 },
        { code: 'saturday_working_day', value: 1 },
      ],
    });
    await waitFor(() => expect(dialogStore.getState().toasts.map((t) => t.message)).toEqual(['The settings were saved.']));
    // read back: changed items carry their chip, the warnings are gone; the pool offers no reset
    expect(await screen.findByTestId('setting-changed-saturday_working_day')).toBeTruthy();
    expect(screen.queryByTestId('setting-parent-warning-saturday_working_day')).toBeNull();
    expect(screen.queryByTestId('setting-reset-saturday_working_day')).toBeNull();
    expect((screen.getByTestId('setting-request_lock_timeout') as HTMLInputElement).value).toBe('600');
  });

  it('checks the range before saving, and shows server errors on their items', async () => {
    renderForm();
    fireEvent.change(await screen.findByTestId('setting-request_lock_timeout'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(screen.getByTestId('settings-summary').textContent).toBe('Please fix all the validation errors.');
    expect(screen.getByText('The Request lock timeout (seconds) must be a whole number between 30 and 86400.')).toBeTruthy();
    expect(puts).toHaveLength(0);

    answer422 = true;
    fireEvent.change(screen.getByTestId('setting-request_lock_timeout'), { target: { value: '40' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('The lock timeout is not allowed.')).toBeTruthy();
    expect(puts).toHaveLength(1);
  });

  it('a branch shows only what it may override, sends only its changes, and goes back to the inherited value', async () => {
    renderForm(branchSettingsSource(5));
    expect(await screen.findByTestId('setting-saturday_working_day')).toBeTruthy();
    expect(screen.queryByTestId('setting-request_lock_timeout')).toBeNull();
    expect(screen.queryByTestId('setting-reset-saturday_working_day')).toBeNull();
    fireEvent.click(screen.getByTestId('setting-saturday_working_day'));
    expect(screen.getByTestId('setting-parent-warning-saturday_working_day')).toBeTruthy();
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(puts).toEqual([{ url: '/api/branch/5/settings/saturday_working_day', body: { value: 1 } }]));
    fireEvent.click(await screen.findByTestId('setting-reset-saturday_working_day'));
    await waitFor(() => expect(puts[1]).toEqual({ url: '/api/branch/5/settings/saturday_working_day', body: { value: null } }));
    await waitFor(() => expect(screen.queryByTestId('setting-changed-saturday_working_day')).toBeNull());
    expect((screen.getByTestId('setting-saturday_working_day') as HTMLInputElement).checked).toBe(false);
  });
});
