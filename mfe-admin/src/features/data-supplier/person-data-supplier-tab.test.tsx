/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { fakeApi, renderWithProviders, signInAsSysadmin } from '../../testing/fake-api';
import { PersonDataSupplierTab } from './person-data-supplier-tab';

describe('PersonDataSupplierTab', () => {
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signInAsSysadmin();
  });

  it('shows the supplier, the record, its external id and the days of import and update', async () => {
    fakeApi({
      'GET /person/5/data-supplier': () => ({
        data: {
          rows: [
            {
              data_supplier_id: 2,
              supplier_name: 'AFAS',
              supplier_code: 'AFAS',
              kind: 'person',
              record_id: 5,
              external_id: 'E-1',
              imported_at: '2026-11-20T10:00:00.000Z',
              updated_at: '2026-11-25T10:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderWithProviders(<PersonDataSupplierTab id={5} />);
    const row = await screen.findByTestId('person-data-supplier-row');
    expect(Array.from(row.querySelectorAll('td')).map((c) => c.textContent)).toEqual([
      'AFAS (AFAS)',
      'Person',
      'E-1',
      '20-11-2026',
      '25-11-2026',
    ]);
  });

  it('says so when no supplier imported the person', async () => {
    fakeApi({ 'GET /person/5/data-supplier': () => ({ data: { rows: [] } }) });
    renderWithProviders(<PersonDataSupplierTab id={5} />);
    expect(await screen.findByText('No data supplier imported this person.')).toBeTruthy();
  });
});
