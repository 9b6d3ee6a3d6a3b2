/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { BranchTravelExpenses, PersonTravelDistances, TravelDistanceRow } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, renderWithProviders, type FakeAnswer, type FakeCall, signInAsSysadmin } from '../../testing/fake-api';
import { BranchTravelTab } from './branch-travel-tab';
import { PersonTravelTab } from './person-travel-tab';

const distance = (
  branch_id: number,
  branch_name: string,
  km: number,
  source: 'entered' | 'computed',
  allowance: number | null,
): TravelDistanceRow => ({
  person_id: 5,
  person_name: 'Iris Invaller',
  branch_id,
  branch_name,
  km,
  source,
  allowance,
});

// euro amounts carry a no-break space after the sign
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((c) => c.textContent?.replace(/\u00a0/g, ' '));
const answerConfirm = (yes: boolean) =>
  act(() => {
    dialogStore.getState().confirm?.resolve(yes);
    dialogStore.setState({ confirm: null });
  });

beforeAll(() => setLocale('en'));
beforeEach(() => signInAsSysadmin());

describe('PersonTravelTab', () => {
  let held: PersonTravelDistances;
  beforeEach(() => {
    held = {
      date: '2026-11-26',
      can_edit: true,
      distances: [distance(12, 'Het Kompas', 16.7, 'computed', 3.3), distance(11, 'De Regenboog', 32.5, 'entered', 8.67)],
    };
  });
  const serve = (routes: Record<string, (call: FakeCall) => FakeAnswer> = {}) =>
    fakeApi({
      'GET /person/5/travel-distances': () => ({ data: held }),
      'GET /inputs': () => ({
        data: {
          branches: [
            { id: 11, name: 'De Regenboog' },
            { id: 12, name: 'Het Kompas' },
          ],
        },
      }),
      'PUT /person/5/travel-distances/': (call) => {
        held = { ...held, distances: [distance(12, 'Het Kompas', Number((call.body as { km: string }).km), 'entered', 1.02)] };
        return { data: held };
      },
      'DELETE /person/5/travel-distances/': () => ({ data: held }),
      ...routes,
    });

  it('lists the distances with their source and a working day’s allowance in euro', async () => {
    serve();
    renderWithProviders(<PersonTravelTab id={5} />);
    const rows = await screen.findAllByTestId('person-travel-distances-row');
    expect(rows.map(cells)).toEqual([
      ['Het Kompas', '16,7 km', 'Computed from the addresses', '€ 3,30', 'Change'],
      ['De Regenboog', '32,5 km', 'Entered', '€ 8,67', 'ChangeForget'],
    ]);
    expect((screen.getByTestId('person-travel-date') as HTMLInputElement).value).toBe('26-11-2026');
  });

  it('asks the allowance of another day', async () => {
    const calls = serve();
    renderWithProviders(<PersonTravelTab id={5} />);
    const day = await screen.findByTestId('person-travel-date');
    fireEvent.change(day, { target: { value: '01-06-2023', selectionStart: 10 } });
    await waitFor(() => expect(calls.some((c) => c.url.includes('travel-distances?date=2023-06-01'))).toBe(true));
  });

  it('enters a changed distance with PUT and shows the answer', async () => {
    const calls = serve();
    renderWithProviders(<PersonTravelTab id={5} />);
    fireEvent.click(await screen.findByTestId('person-travel-12-change'));
    const km = screen.getByTestId('person-travel-editor-km');
    expect((km as HTMLInputElement).value).toBe('16.7');
    fireEvent.change(km, { target: { value: '13' } });
    fireEvent.click(screen.getByTestId('person-travel-editor-save'));
    expect((await screen.findByTestId('person-travel-notice')).textContent).toBe('The distance was saved.');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toMatch(/^\/api\/person\/5\/travel-distances\/12\b/);
    expect(put.body).toEqual({ km: '13' });
    await waitFor(() => expect(cells(screen.getByTestId('person-travel-distances-row'))).toContain('13 km'));
  });

  it("shows the server's refusal under the field", async () => {
    serve({
      'PUT /person/5/travel-distances/': () => ({ status: 422, meta: { errors: { km: ['The Distance must be between 0 and 999.9.'] } } }),
    });
    renderWithProviders(<PersonTravelTab id={5} />);
    fireEvent.click(await screen.findByTestId('person-travel-12-change'));
    fireEvent.change(screen.getByTestId('person-travel-editor-km'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('person-travel-editor-save'));
    expect(await screen.findByText('The Distance must be between 0 and 999.9.')).toBeTruthy();
  });

  it('forgets an entered distance after a confirmation', async () => {
    const calls = serve();
    renderWithProviders(<PersonTravelTab id={5} />);
    fireEvent.click(await screen.findByTestId('person-travel-11-remove'));
    await waitFor(() => expect(dialogStore.getState().confirm).not.toBeNull());
    answerConfirm(true);
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toMatch(/^\/api\/person\/5\/travel-distances\/11\b/));
  });

  it('only reads without the right to change, and says when no distance is known', async () => {
    held = { ...held, can_edit: false, distances: [] };
    serve();
    renderWithProviders(<PersonTravelTab id={5} />);
    expect((await screen.findByTestId('person-travel-distances-empty')).textContent).toBe(
      'No distance is known yet: enter one, or give the person and the branches an address.',
    );
    expect(screen.queryByTestId('person-travel-editor')).toBeNull();
  });

  it('says when the distances cannot be loaded', async () => {
    serve({ 'GET /person/5/travel-distances': () => ({ status: 500, meta: {} }) });
    renderWithProviders(<PersonTravelTab id={5} />);
    expect(await screen.findByText('The item could not be loaded.')).toBeTruthy();
  });
});

describe('BranchTravelTab', () => {
  let held: BranchTravelExpenses;
  beforeEach(() => {
    held = {
      can_edit: true,
      entries: [{ id: 3, branch_id: 7, km_min: 10, km_max: 40, amount: 65.25, start_date: '2023-01-01', end_date: null }],
    };
  });

  it('lists the travel table and adds a row with the dates as the API takes them', async () => {
    const calls = fakeApi({
      'GET /branch/7/travel-expenses': () => ({ data: held }),
      'POST /branch/7/travel-expenses': () => ({ data: held }),
    });
    renderWithProviders(<BranchTravelTab id={7} />);
    expect(cells(await screen.findByTestId('branch-travel-entries-row'))).toEqual([
      '10 km',
      '40 km',
      '€ 65,25',
      '01-01-2023',
      '',
      'ChangeRemove',
    ]);
    fireEvent.change(screen.getByTestId('branch-travel-editor-km_min'), { target: { value: '0' } });
    fireEvent.change(screen.getByTestId('branch-travel-editor-km_max'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('branch-travel-editor-amount'), { target: { value: '12.50' } });
    fireEvent.change(screen.getByTestId('branch-travel-editor-start_date'), { target: { value: '01-01-2023', selectionStart: 10 } });
    fireEvent.click(screen.getByTestId('branch-travel-editor-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        km_min: '0',
        km_max: '10',
        amount: '12.50',
        start_date: '2023-01-01',
        end_date: '',
      }),
    );
  });

  it('changes a row with PUT', async () => {
    const calls = fakeApi({
      'GET /branch/7/travel-expenses': () => ({ data: held }),
      'PUT /branch/7/travel-expenses/3': () => ({ data: held }),
    });
    renderWithProviders(<BranchTravelTab id={7} />);
    fireEvent.click(await screen.findByTestId('branch-travel-3-change'));
    expect((screen.getByTestId('branch-travel-editor-start_date') as HTMLInputElement).value).toBe('01-01-2023');
    fireEvent.change(screen.getByTestId('branch-travel-editor-amount'), { target: { value: '70' } });
    fireEvent.click(screen.getByTestId('branch-travel-editor-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ amount: '70', start_date: '2023-01-01' }));
  });

  it('says when the branch has no table', async () => {
    fakeApi({ 'GET /branch/7/travel-expenses': () => ({ data: { can_edit: false, entries: [] } }) });
    renderWithProviders(<BranchTravelTab id={7} />);
    expect((await screen.findByTestId('branch-travel-entries-empty')).textContent).toBe('This branch has no travel expense table.');
  });
});
