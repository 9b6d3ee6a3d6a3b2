/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PersonHourlyRates } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { fakeApi, renderWithProviders, signInAsSysadmin } from '../../testing/fake-api';
import { PersonHourlyRatesTab } from './person-hourly-rates-tab';

// euro amounts carry a no-break space after the sign
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((c) => c.textContent?.replace(/\u00a0/g, ' '));

describe('PersonHourlyRatesTab', () => {
  let held: PersonHourlyRates;
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signInAsSysadmin();
    held = {
      can_edit: true,
      rates: [
        { id: 1, person_id: 5, branch_id: null, branch_name: null, amount: 48.5, start_date: '2026-08-01', end_date: null },
        { id: 2, person_id: 5, branch_id: 12, branch_name: 'Het Kompas', amount: 52, start_date: '2026-08-01', end_date: '2026-12-31' },
      ],
    };
  });

  it('lists the rates in euro with their branch (or every branch) and period', async () => {
    fakeApi({ 'GET /person/5/hourly-rates': () => ({ data: held }) });
    renderWithProviders(<PersonHourlyRatesTab id={5} />);
    const rows = await screen.findAllByTestId('person-hourly-rates-table-row');
    expect(rows.map(cells)).toEqual([
      ['€ 48,50', 'All branches', '01-08-2026', '', 'ChangeRemove'],
      ['€ 52,00', 'Het Kompas', '01-08-2026', '31-12-2026', 'ChangeRemove'],
    ]);
  });

  it('adds a rate for every branch with POST (no branch is null)', async () => {
    const calls = fakeApi({ 'GET /person/5/hourly-rates': () => ({ data: held }), 'POST /person/5/hourly-rates': () => ({ data: held }) });
    renderWithProviders(<PersonHourlyRatesTab id={5} />);
    fireEvent.change(await screen.findByTestId('person-hourly-rate-editor-amount'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('person-hourly-rate-editor-start_date'), { target: { value: '01-01-2027', selectionStart: 10 } });
    fireEvent.click(screen.getByTestId('person-hourly-rate-editor-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        amount: '50',
        branch_id: null,
        start_date: '2027-01-01',
        end_date: '',
      }),
    );
  });

  it('shows an overlap refusal under the start date', async () => {
    fakeApi({
      'GET /person/5/hourly-rates': () => ({ data: held }),
      'POST /person/5/hourly-rates': () => ({
        status: 422,
        meta: { errors: { start_date: ['The period overlaps another hourly rate of this branch.'] } },
      }),
    });
    renderWithProviders(<PersonHourlyRatesTab id={5} />);
    fireEvent.change(await screen.findByTestId('person-hourly-rate-editor-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('person-hourly-rate-editor-save'));
    expect(await screen.findByText('The period overlaps another hourly rate of this branch.')).toBeTruthy();
  });

  it('only reads without the right to change', async () => {
    fakeApi({ 'GET /person/5/hourly-rates': () => ({ data: { ...held, can_edit: false } }) });
    renderWithProviders(<PersonHourlyRatesTab id={5} />);
    const [row] = await screen.findAllByTestId('person-hourly-rates-table-row');
    expect(cells(row!)).toHaveLength(4);
    expect(screen.queryByTestId('person-hourly-rate-editor')).toBeNull();
  });
});
