/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { fakeApi, renderWithProviders, signInAsSysadmin } from '../../testing/fake-api';
import { PersonCouplingsTab } from './person-couplings-tab';

describe('PersonCouplingsTab', () => {
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signInAsSysadmin();
  });

  it('lists the couplings with their kind as text', async () => {
    fakeApi({
      'GET /person/5/couplings': () => ({
        data: {
          rows: [
            { kind: 'account', name: 'iris', detail: 'iris@example.org' },
            { kind: 'data_supplier', name: 'AFAS (AFAS)', detail: 'E-1' },
          ],
        },
      }),
    });
    renderWithProviders(<PersonCouplingsTab id={5} />);
    const rows = await screen.findAllByTestId('person-couplings-row');
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent))).toEqual([
      ['Account', 'iris', 'iris@example.org'],
      ['Data supplier', 'AFAS (AFAS)', 'E-1'],
    ]);
  });

  it('says so without couplings', async () => {
    fakeApi({ 'GET /person/5/couplings': () => ({ data: { rows: [] } }) });
    renderWithProviders(<PersonCouplingsTab id={5} />);
    expect(await screen.findByText('This person has no couplings.')).toBeTruthy();
  });
});
