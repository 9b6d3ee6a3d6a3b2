/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission, type ModuleRoute } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, renderWithProviders } from '../../testing/fake-api';
import type { MyData } from './api/get-my-data';
import { MyDataPage } from './my-data-page';

const route: ModuleRoute = { path: '/person/me/:tab?', title: 'page.my_data', anyOf: [] };
const field = (key: string, type: 'text' | 'date', editable: boolean) => ({ key, type, label: `fields.${key}`, required: false, editable });

const me = (editable: boolean): MyData => ({
  person: { id: 12, first_name: 'Iris', middle_name: null, last_name: 'Invaller', birth_date: '1990-03-05' },
  form: { name: 'person', url: 'person', fields: [field('first_name', 'text', editable), field('birth_date', 'date', editable)] },
  labels: [{ id: 10, name: 'PABO', label_group: { id: 1, name: 'Bevoegdheid', color: '#1565c0' } }],
  profiles: [
    {
      id: 3,
      profile_type: { id: 1, name: 'Invaller', type: 'substitute' },
      roles: ['ROLE_SUBSTITUTE'],
      branch: { id: 4, name: 'De Regenboog' },
      description: null,
    },
  ],
  contracts: [
    { id: 8, contract_type_name: 'Tijdelijk', branch_name: 'De Regenboog', start_date: '2026-08-01', end_date: '2027-07-31', hours: 16 },
  ],
  blockades: [
    {
      id: 5,
      person_id: 12,
      person_name: 'Iris Invaller',
      pool: true,
      personal: false,
      branches: [{ id: 4, name: 'De Regenboog' }],
      city: null,
      remark: 'Op verzoek van de school',
      start_date: '2026-09-01',
      end_date: null,
    },
  ],
  account: {
    has_account: true,
    id: 2,
    username: 'invaller',
    email: 'invaller@demo.invalpool.nl',
    enabled: true,
    two_factor: false,
    last_login: null,
  },
});

const signIn = (...allow: string[]) =>
  // an access token in memory that is not about to expire: the client sends it without a refresh first
  sessionStore.setState({
    token: 'access-token',
    payload: {
      username: 'invaller',
      pool_id: 1,
      profile_id: 3,
      finished: 1,
      is_sysadmin: false,
      roles: [],
      allow,
      exp: 9999999999,
    } as never,
  });

describe('MyDataPage', () => {
  beforeAll(() => setLocale('en'));

  it('shows the own availability from staffing on the Availabilities tab', async () => {
    signIn(Permission.PERSON_POPUP_VIEW);
    const calls = fakeApi({
      'GET /person/me': () => ({ data: me(false) }),
      'GET /person/12/calendar-detail': () => ({
        data: { person: { id: 12, full_name: 'Iris Invaller' }, from: '2026-11-16', to: '2026-11-20', defaults: {}, days: {} },
      }),
    });
    renderWithProviders(<MyDataPage route={route} params={{ tab: 'availabilities' }} />);
    expect((await screen.findByTestId('person-availabilities')).textContent).toContain('16-11-2026');
    expect(calls.map((c) => c.url.split('?')[0])).toContain(`/api/person/${me(false).person.id}/calendar-detail`);
  });

  it("shows the user's own person read-only, and the other tabs from the same call", async () => {
    signIn(Permission.PERSON_POPUP_VIEW);
    const calls = fakeApi({ 'GET /person/me': () => ({ data: me(false) }) });
    const { rerender } = renderWithProviders(<MyDataPage route={route} params={{}} />);
    expect((await screen.findByTestId('my-data-name')).textContent).toBe('Iris Invaller');
    expect((screen.getByTestId('my-data-form-birth_date') as HTMLInputElement).value).toBe('05-03-1990');
    expect((screen.getByTestId('my-data-form-first_name') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('my-data-save')).toBeNull();

    fireEvent.click(screen.getByTestId('my-data-tab-contract'));
    expect(window.location.pathname).toBe('/person/me/contract');
    rerender(<MyDataPage route={route} params={{ tab: 'contract' }} />);
    expect(screen.getByTestId('my-data-contracts-row').textContent).toBe('TijdelijkDe Regenboog01-08-202631-07-202716');
    rerender(<MyDataPage route={route} params={{ tab: 'labels' }} />);
    expect(screen.getByTestId('person-label-10').textContent).toBe('PABO');
    expect(screen.queryByTestId('person-labels-add')).toBeNull();
    rerender(<MyDataPage route={route} params={{ tab: 'blockades' }} />);
    expect(screen.getByTestId('blockade-5').textContent).toBe('Pool blockadeDe Regenboog01-09-2026IndefiniteOp verzoek van de school');
    expect(screen.queryByTestId('blockade-select-5')).toBeNull();
    rerender(<MyDataPage route={route} params={{ tab: 'profiles' }} />);
    expect(screen.getByTestId('my-data-profiles-row').textContent).toBe('InvallerROLE_SUBSTITUTEDe Regenboog');
    rerender(<MyDataPage route={route} params={{ tab: 'account' }} />);
    expect(screen.getByTestId('my-data-account').textContent).toContain('invaller@demo.invalpool.nl');
    // one call for the whole card: a substitute may not read person/{id}/...
    expect(calls.map((c) => c.url.split('?')[0])).toEqual(['/api/person/me']);
  });

  it('saves the details with PUT person/{id} when the user may change persons', async () => {
    signIn(Permission.PERSON_POPUP_VIEW, Permission.PERSON_ALL);
    const calls = fakeApi({
      'GET /person/me': () => ({ data: me(true) }),
      'PUT /person/12': (call) => ({ data: { ...me(true).person, ...(call.body as object) } }),
    });
    renderWithProviders(<MyDataPage route={route} params={{}} />);
    const first = (await screen.findByTestId('my-data-form-first_name')) as HTMLInputElement;
    fireEvent.change(first, { target: { value: 'Iris-Anne' } });
    fireEvent.click(screen.getByTestId('my-data-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ first_name: 'Iris-Anne', birth_date: '1990-03-05' }));
  });

  it('asks before unsaved details are left for another tab', async () => {
    signIn(Permission.PERSON_POPUP_VIEW, Permission.PERSON_ALL);
    fakeApi({ 'GET /person/me': () => ({ data: me(true) }) });
    window.history.replaceState(null, '', '/person/me');
    renderWithProviders(<MyDataPage route={route} params={{}} />);
    fireEvent.change(await screen.findByTestId('my-data-form-first_name'), { target: { value: 'Iris-Anne' } });
    fireEvent.click(screen.getByTestId('my-data-tab-labels'));
    await waitFor(() =>
      expect(dialogStore.getState().confirm?.message).toBe('You have unsaved changes. Do you want to leave without saving?'),
    );
    act(() => {
      dialogStore.getState().confirm?.resolve(false);
      dialogStore.setState({ confirm: null });
    });
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(window.location.pathname).toBe('/person/me');
    expect((screen.getByTestId('my-data-form-first_name') as HTMLInputElement).value).toBe('Iris-Anne');
  });

  it('says when the profile has no person', async () => {
    signIn(Permission.PERSON_POPUP_VIEW);
    fakeApi({
      'GET /person/me': () => ({ status: 404, meta: { messages: [{ type: 'error', title: 'Error', message: 'Person #me not found' }] } }),
    });
    renderWithProviders(<MyDataPage route={route} params={{}} />);
    expect((await screen.findByTestId('my-data-error')).textContent).toBe('Your profile is not linked to a person.');
  });
});
