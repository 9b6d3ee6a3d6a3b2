/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale } from '@app/i18n';
import { dialogStore } from '@app/ui/dialog-store';
import type { SettingGroup } from './api/settings-api';
import { SettingsForm } from './settings-form';

const groups = (saturday: boolean, lock: number): SettingGroup[] => [
  {
    group: { name: 'settings.groups.requests' },
    items: [{ code: 'request_lock_timeout', label: 'settings.request_lock_timeout', input_type: 'number', min: 30, max: 86_400, branch: false, value: lock, value_parent: 300, is_changed: lock !== 300 }],
  },
  {
    group: { name: 'settings.groups.planning' },
    items: [{ code: 'saturday_working_day', label: 'settings.saturday_working_day', input_type: 'boolean', branch: true, value: saturday, value_parent: false, is_changed: saturday }],
  },
];

function respond(status: number, data: unknown, meta: object = {}) {
  const body = JSON.stringify({ data, meta });
  return Promise.resolve({ ok: status < 400, status, headers: { get: () => null }, text: async () => body } as unknown as Response);
}

describe('SettingsForm', () => {
  let puts: unknown[];
  let answer422: boolean;
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    puts = [];
    answer422 = false;
    dialogStore.setState({ toasts: [] });
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        if (answer422) return respond(422, null, { errors: { request_lock_timeout: ['The lock timeout is not allowed.'] } });
        return respond(200, groups(true, 600));
      }
      expect(String(input)).toContain('/api/settings/pool?');
      return respond(200, groups(false, 300));
    }) as typeof fetch;
  });

  function renderForm() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <SettingsForm />
        </I18nextProvider>
      </QueryClientProvider>,
    );
  }

  it('shows the groups and items, warns on a value other than the inherited one, and saves every item', async () => {
    renderForm();
    expect(await screen.findByText('Requests')).toBeTruthy();
    expect(screen.getByText('Planning')).toBeTruthy();
    expect(screen.queryByTestId('setting-parent-warning-saturday_working_day')).toBeNull();
    fireEvent.click(screen.getByTestId('setting-saturday_working_day'));
    expect(screen.getByTestId('setting-parent-warning-saturday_working_day').textContent).toBe('This value differs from the inherited value (No).');
    fireEvent.change(screen.getByTestId('setting-request_lock_timeout'), { target: { value: '600' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual([
      { code: 'request_lock_timeout', value: 600 },
      { code: 'saturday_working_day', value: 1 },
    ]);
    await waitFor(() => expect(dialogStore.getState().toasts.map((t) => t.message)).toEqual(['The settings were saved.']));
    // the saved answer is shown: changed items carry their chip, the warnings are gone
    expect(await screen.findByTestId('setting-changed-saturday_working_day')).toBeTruthy();
    expect(screen.queryByTestId('setting-parent-warning-saturday_working_day')).toBeNull();
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
});
