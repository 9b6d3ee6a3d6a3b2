/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ExtraPermission as E, Permission as P, type ContractsModal as Modal } from '@app/contracts';
import { registerTexts, setLocale } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { BaseProviders } from '@app/ui/providers';
import { fakeApi } from '@app/ui/testing';
import { texts } from '../../i18n';
import { ContractsModal } from './contracts-modal';

registerTexts('mfe_reports', texts);
// jsdom lacks structuredClone, which the chart library uses
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const MODAL: Modal = {
  person: { id: 7, name: 'Anna de Vries' },
  week_average: 4,
  contracts: [{ id: 1, branch: { id: 3, name: 'Het Kompas' }, start_date: '2030-01-01', end_date: '2030-12-31', hours: 20, wtf: 0.5 }],
  weeks: [{ week: '2030-W10', monday: '2030-03-04', hours: 5.75, contract_hours: 20, average: 1.44 }],
  work: [
    { id: 91, date: '2030-03-04', daypart: 1, hours: 3.5, request: { id: 55, number: 1042 }, branch: { id: 3, name: 'Het Kompas' } },
    { id: 92, date: '2030-03-05', daypart: 2, hours: 2.25, request: { id: 56, number: 1043 }, branch: { id: 4, name: 'De Regenboog' } },
  ],
  chart: { labels: ['2030-W10'], hours: [5.75], contract_hours: [20], average: [1.44] },
  row: null,
};

const signIn = (allow: string[]) =>
  sessionStore.setState({
    token: 'access-token',
    payload: { exp: 9999999999, username: 'admin', pool_id: 1, profile_id: 1, finished: 1, roles: [], allow } as never,
  });

const renderModal = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BaseProviders namespace="mfe_reports">
        <ContractsModal
          person={{ id: 7, name: 'Anna de Vries' }}
          period={{ period_from: '2030-03-01', period_to: '2030-03-31' }}
          onClose={() => {}}
        />
      </BaseProviders>
    </QueryClientProvider>,
  );

describe('RPT-CON-02: the contracts modal', () => {
  beforeAll(() => setLocale('en'));

  it('links the person and their availabilities in a new tab and opens the person, branch and request child modals', async () => {
    signIn([P.PERSON_VIEW, P.BRANCH_VIEW, P.REQUEST_VIEW, E.LOG_VIEW, E.CONTRACTS_REPORT]);
    const calls = fakeApi({
      'GET /reports/contracts/7': () => ({ data: MODAL }),
      'GET /person/7/preview': () => ({
        data: { id: 7, full_name: 'Anna de Vries', phone: null, email: null, documents: [], comments: [] },
      }),
    });
    renderModal();
    expect(screen.getByTestId('contracts-person-link').getAttribute('href')).toBe('/person/7');
    expect(screen.getByTestId('contracts-availability-link').getAttribute('href')).toBe('/person/7/availabilities');
    expect(screen.getByTestId('contracts-availability-link').getAttribute('target')).toBe('_blank');
    expect(await screen.findAllByTestId('contracts-work-row')).toHaveLength(2);

    // request: the dayparts of it the substitute worked, its popup and its log in a new tab
    fireEvent.click(screen.getByTestId('contracts-work-request-91'));
    const request = await screen.findByTestId('contracts-child-request');
    expect(within(request).getByText('Request 1042')).toBeTruthy();
    expect(within(request).getByTestId('contracts-child-total').textContent).toBe('1 dayparts worked, 3.5 h');
    expect(within(request).getByTestId('contracts-child-request-link').getAttribute('href')).toBe('/request/55/summary');
    expect(within(request).getByTestId('contracts-child-request-link').getAttribute('target')).toBe('_blank');
    expect(within(request).getByTestId('contracts-child-log-link').getAttribute('href')).toBe('/reports/log/1042');
    fireEvent.click(within(request).getByRole('button', { name: 'Close' }));

    // branch: the contract there and the work done there, its popup in a new tab
    fireEvent.click(screen.getByTestId('contracts-branch-3'));
    const branch = await screen.findByTestId('contracts-child-branch');
    expect(within(branch).getByTestId('contracts-child-contracts').textContent).toBe('contract 01-01-2030 to 31-12-2030, 20.0 h a week');
    expect(within(branch).getAllByTestId(/contracts-child-line-/)).toHaveLength(1);
    expect(within(branch).getByTestId('contracts-child-branch-link').getAttribute('href')).toBe('/branch/3');
    fireEvent.click(within(branch).getByRole('button', { name: 'Close' }));

    // person: the person preview
    fireEvent.click(screen.getByTestId('contracts-person-preview'));
    expect(await screen.findByTestId('person-preview')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/person/7/preview'))).toBe(true);
  });

  it('leaves out the links the caller may not open', async () => {
    signIn([E.CONTRACTS_REPORT]);
    fakeApi({ 'GET /reports/contracts/7': () => ({ data: MODAL }) });
    renderModal();
    fireEvent.click(await screen.findByTestId('contracts-work-request-92'));
    const request = await screen.findByTestId('contracts-child-request');
    expect(within(request).queryByTestId('contracts-child-request-link')).toBeNull();
    expect(within(request).queryByTestId('contracts-child-log-link')).toBeNull();
  });
});
