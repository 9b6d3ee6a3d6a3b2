/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RecordAdditionalFields } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { fakeApi, renderWithProviders, signInAsSysadmin } from '../../testing/fake-api';
import { OtherDataTab } from './other-data-tab';

describe('OtherDataTab', () => {
  const held: RecordAdditionalFields = {
    can_edit: true,
    fields: [
      { id: 1, key: 'checked_on', label: 'Checked on', type: 'date', required: false, min: null, max: null, value: '2026-03-01' },
      { id: 2, key: 'driver', label: 'Driving licence', type: 'bool', required: false, min: null, max: null, value: true },
      { id: 3, key: 'years', label: 'Years', type: 'integer', required: true, min: 0, max: 60, value: 12 },
    ],
  };
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signInAsSysadmin();
  });

  it('shows the typed values and saves them as the API takes them', async () => {
    const calls = fakeApi({
      'GET /person/5/additional-fields': () => ({ data: held }),
      'PUT /person/5/additional-fields': () => ({ data: held }),
    });
    renderWithProviders(<OtherDataTab entity="person" id={5} />);
    expect(((await screen.findByTestId('person-other-data-checked_on')) as HTMLInputElement).value).toBe('01-03-2026');
    expect((screen.getByTestId('person-other-data-driver') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByTestId('person-other-data-years'), { target: { value: '14' } });
    fireEvent.click(screen.getByTestId('person-other-data-driver'));
    fireEvent.click(screen.getByTestId('person-other-data-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ values: { checked_on: '2026-03-01', driver: false, years: '14' } }),
    );
    expect(await screen.findByText('The other data is saved.')).toBeTruthy();
  });

  it('shows a refused value under its field', async () => {
    fakeApi({
      'GET /person/5/additional-fields': () => ({ data: held }),
      'PUT /person/5/additional-fields': () => ({ status: 422, meta: { errors: { years: ['The Years may not be greater than 60.'] } } }),
    });
    renderWithProviders(<OtherDataTab entity="person" id={5} />);
    fireEvent.click(await screen.findByTestId('person-other-data-save'));
    expect(await screen.findByText('The Years may not be greater than 60.')).toBeTruthy();
  });

  it('is read only without the edit right, and says so when the pool has no fields', async () => {
    fakeApi({ 'GET /person/5/additional-fields': () => ({ data: { ...held, can_edit: false } }) });
    const view = renderWithProviders(<OtherDataTab entity="person" id={5} />);
    expect(((await screen.findByTestId('person-other-data-years')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('person-other-data-save')).toBeNull();
    view.unmount();
    fakeApi({ 'GET /branch/7/additional-fields': () => ({ data: { can_edit: true, fields: [] } }) });
    renderWithProviders(<OtherDataTab entity="branch" id={7} />);
    expect(await screen.findByText('The pool has no additional fields for this record.')).toBeTruthy();
  });
});
