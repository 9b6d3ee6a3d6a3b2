/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SavingGoal } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { fakeApi, renderWithProviders, signInAsSysadmin } from '../../testing/fake-api';
import { PersonSavingGoalsTab } from './person-saving-goals-tab';

const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((c) => c.textContent);

describe('PersonSavingGoalsTab (the generic person row tab)', () => {
  const goals: { can_edit: boolean; rows: SavingGoal[] } = {
    can_edit: true,
    rows: [{ id: 3, person_id: 5, type: 'study', hours: 40.5, description: 'Master SEN', start_date: '2026-09-01', end_date: null }],
  };
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signInAsSysadmin();
  });

  it('lists saving goals with the type as text, hours and dates the Dutch way', async () => {
    fakeApi({ 'GET /person/5/saving-goals': () => ({ data: goals }) });
    renderWithProviders(<PersonSavingGoalsTab id={5} />);
    const [row] = await screen.findAllByTestId('person-saving-goals-table-row');
    expect(cells(row!)).toEqual(['Study', '40,5', 'Master SEN', '01-09-2026', '', 'ChangeRemove']);
  });

  it('changes a goal with PUT of the editor values, dates as the API takes them', async () => {
    const calls = fakeApi({
      'GET /person/5/saving-goals': () => ({ data: goals }),
      'PUT /person/5/saving-goals/3': () => ({ data: goals }),
    });
    renderWithProviders(<PersonSavingGoalsTab id={5} />);
    fireEvent.click(await screen.findByTestId('person-saving-goals-3-change'));
    fireEvent.change(screen.getByTestId('person-saving-goals-editor-hours'), { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('person-saving-goals-editor-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        type: 'study',
        hours: '60',
        description: 'Master SEN',
        start_date: '2026-09-01',
        end_date: '',
      }),
    );
  });

  it('shows a refusal under its field, and no editor without the right to change', async () => {
    fakeApi({
      'GET /person/5/saving-goals': () => ({ data: goals }),
      'POST /person/5/saving-goals': () => ({ status: 422, meta: { errors: { hours: ['The Hours field is required.'] } } }),
    });
    renderWithProviders(<PersonSavingGoalsTab id={5} />);
    fireEvent.click(await screen.findByTestId('person-saving-goals-editor-save'));
    expect(await screen.findByText('The Hours field is required.')).toBeTruthy();
  });
});
