/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WorkPlan } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { fakeApi, renderWithProviders, signInAsSysadmin } from '../../testing/fake-api';
import { PersonWorkPlansTab } from './person-work-plans-tab';

const plan = (hours: number): WorkPlan => ({
  id: 3,
  person_id: 5,
  branch_id: 11,
  branch_name: 'De Regenboog',
  period_id: 2,
  period_name: 'Schooljaar 2026-2027',
  hours,
  description: 'Groep 5-6',
  bapo: 0,
  sustainable_employability: 4,
});

describe('PersonWorkPlansTab', () => {
  beforeAll(() => setLocale('en'));
  beforeEach(() => signInAsSysadmin());

  it('sends blank hours, which the definition of the branch and period fills (ADR 0109)', async () => {
    const calls = fakeApi({
      'GET /person/5/work-plans': () => ({ data: { can_edit: true, rows: [plan(12)] } }),
      'GET /inputs': () => ({
        data: { branches: [{ id: 11, name: 'De Regenboog' }], periods: [{ id: 2, name: 'Schooljaar 2026-2027' }] },
      }),
      'PUT /person/5/work-plans/3': () => ({ data: { can_edit: true, rows: [plan(16)] } }),
    });
    renderWithProviders(<PersonWorkPlansTab id={5} />);
    fireEvent.click(await screen.findByTestId('person-work-plans-3-change'));
    const hours = screen.getByTestId('person-work-plans-editor-hours') as HTMLInputElement;
    expect(hours.value).toBe('12');
    expect(screen.getAllByText('Hours (blank: from the work plan definition)').length).toBeGreaterThan(0);
    fireEvent.change(hours, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('person-work-plans-editor-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ branch_id: '11', period_id: '2', hours: '' });
  });
});
