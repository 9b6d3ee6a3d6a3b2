/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { fakeApi, renderWithProviders } from '../../testing/fake-api';
import { BranchCalendarTab } from './branch-calendar-tab';
import { BranchExportTab } from './branch-export-tab';
import { BranchLabelsTab } from './branch-labels-tab';
import { BranchRemarkTab } from './branch-remark-tab';
import { BranchSecondmentTab } from './branch-secondment-tab';
import { BranchWorkPlansTab } from './branch-work-plans-tab';

const group = (id: number, name: string) => ({ id, name, color: '#1565c0', multiselect: false });

describe('branch popup data tabs', () => {
  beforeAll(() => setLocale('en'));

  it('labels: shows the labels by group and offers only labels of branch-selectable groups; a pick sends the whole set', async () => {
    const calls = fakeApi({
      'GET /branch/7/labels': () => ({
        data: { can_edit: true, labels: [{ id: 1, name: 'Katholiek', label_group: group(10, 'Denominatie') }] },
      }),
      'GET /inputs': () => ({
        data: {
          labels: [
            { id: 2, name: 'Dalton', label_group: { id: 11, name: 'Onderwijs', branch_selectable: true } },
            { id: 3, name: 'PABO', label_group: { id: 12, name: 'Bevoegdheid', branch_selectable: false } },
          ],
        },
      }),
      'PUT /branch/7/labels': () => ({
        data: {
          can_edit: true,
          labels: [
            { id: 1, name: 'Katholiek', label_group: group(10, 'Denominatie') },
            { id: 2, name: 'Dalton', label_group: group(11, 'Onderwijs') },
          ],
        },
      }),
    });
    renderWithProviders(<BranchLabelsTab id={7} />);
    expect((await screen.findByTestId('person-label-1')).textContent).toBe('Katholiek');
    const input = await screen.findByTestId('person-labels-add');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '' } });
    await screen.findByText('Dalton');
    expect(screen.queryByText('PABO')).toBeNull();
    fireEvent.click(screen.getByText('Dalton'));
    await screen.findByTestId('person-label-2');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ label_ids: [1, 2] });
  });

  it("labels: read-only without the right, and the server's refusal shown", async () => {
    fakeApi({ 'GET /branch/7/labels': () => ({ data: { can_edit: false, labels: [] } }) });
    renderWithProviders(<BranchLabelsTab id={7} />);
    expect((await screen.findByTestId('person-labels-empty')).textContent).toBe('No labels yet.');
    expect(screen.queryByTestId('person-labels-add')).toBeNull();
  });

  it('remark: edits and saves the text, read-only for a reader', async () => {
    const calls = fakeApi({
      'GET /branch/7/remarks/general_remark': () => ({ data: { kind: 'general_remark', value: 'Oud', can_edit: true } }),
      'PUT /branch/7/remarks/general_remark': (call) => ({
        data: { kind: 'general_remark', value: (call.body as { value: string }).value, can_edit: true },
      }),
    });
    renderWithProviders(<BranchRemarkTab id={7} kind="general_remark" />);
    const input = await screen.findByTestId('branch-remark-general_remark-input');
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe('Oud'));
    fireEvent.change(input, { target: { value: 'Nieuw' } });
    fireEvent.click(screen.getByTestId('branch-remark-general_remark-save'));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ value: 'Nieuw' });

    fakeApi({ 'GET /branch/8/remarks/admin_remark': () => ({ data: { kind: 'admin_remark', value: '', can_edit: false } }) });
    renderWithProviders(<BranchRemarkTab id={8} kind="admin_remark" />);
    expect((await screen.findByTestId('branch-remark-admin_remark')).textContent).toBe('No remark yet.');
  });

  it('secondment: the rates in euro and the seconded contracts, or says there are none', async () => {
    fakeApi({
      'GET /branch/7/secondment': () => ({
        data: {
          rates: [{ id: 1, person_id: 3, person_name: 'Sanne de Vries', amount: 52.5, start_date: '2026-08-01', end_date: null }],
          seconded: [],
        },
      }),
    });
    renderWithProviders(<BranchSecondmentTab id={7} />);
    expect((await screen.findByTestId('branch-secondment-rates-row')).textContent).toContain('Sanne de Vries');
    expect(screen.getByTestId('branch-secondment-rates-row').textContent).toContain('01-08-2026');
    expect(screen.getByTestId('branch-secondment-contracts-empty').textContent).toBe('No live contracts at this branch are seconded.');
  });

  it("export: downloads the CSV and the PDF with every column titled in the user's language (ADR 0105)", async () => {
    const calls = fakeApi({ 'GET /branch/7/export': () => ({ file: new Blob(['Name\nDe Regenboog']) }) });
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    renderWithProviders(<BranchExportTab id={7} />);
    fireEvent.click(screen.getByTestId('branch-export-csv'));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const sent = (i: number) => new URL(calls[i]!.url, 'http://app').searchParams;
    const titles = (params: URLSearchParams) =>
      Array.from({ length: 20 }, (_, c) => `${params.get(`csv-columns[${c}][value]`)}=${params.get(`csv-columns[${c}][title]`)}`);
    expect(sent(0).get('format')).toBe('csv');
    expect(titles(sent(0))).toEqual([
      'name=Name',
      'branch_type_name=Branch type',
      'parent_name=Parent branch',
      'brin=BRIN',
      'street=Street',
      'number=Number',
      'addition=Addition',
      'postal_code=Postal code',
      'city=City',
      'region=Region',
      'phone=Phone',
      'email=E-mail',
      'website=Website',
      'contact_person=Contact person',
      'second_contact_person=Second contact person',
      'labels=Labels',
      'admin_remark=Admin remark',
      'substitute_information=Information for substitutes',
      'internal_remark=Internal remark',
      'matching_info=Matching info',
    ]);
    await act(() => setLocale('nl'));
    fireEvent.click(screen.getByTestId('branch-export-pdf'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(sent(1).get('format')).toBe('pdf');
    expect(titles(sent(1)).slice(0, 3)).toEqual(['name=Naam', 'branch_type_name=Vestigingstype', 'parent_name=Bovenliggende vestiging']);
    await act(() => setLocale('en'));
  });

  it('calendar: the current period with the branch as school filter, and says when it has no requests', async () => {
    const calls = fakeApi({
      'GET /period': () => ({
        data: [
          { id: 1, name: 'Schooljaar 2025-2026', start_date: '2025-08-01', end_date: '2026-07-31', current: false },
          { id: 2, name: 'Schooljaar 2026-2027', start_date: '2026-08-01', end_date: '2027-07-31', current: true },
        ],
      }),
      'GET /calendar': () => ({ data: {} }),
    });
    renderWithProviders(<BranchCalendarTab id={7} />);
    expect((await screen.findByTestId('branch-calendar-empty')).textContent).toBe('No requests of this branch in this period.');
    expect(calls.some((c) => c.url.includes('/api/calendar?period_id=2&filters[branch][]=7'))).toBe(true);
  });

  it('work plans: the plans at the branch by person and period, or says there are none', async () => {
    fakeApi({
      'GET /branch/7/work-plans': () => ({
        data: [
          {
            id: 1,
            person_name: 'Sanne de Vries',
            period_name: 'Schooljaar 2026-2027',
            hours: 120,
            bapo: 40,
            sustainable_employability: 0,
            description: null,
          },
        ],
      }),
    });
    renderWithProviders(<BranchWorkPlansTab id={7} />);
    expect((await screen.findByTestId('branch-work-plans-row')).textContent).toBe('Sanne de VriesSchooljaar 2026-2027120400');
    fakeApi({ 'GET /branch/8/work-plans': () => ({ data: [] }) });
    renderWithProviders(<BranchWorkPlansTab id={8} />);
    expect((await screen.findByTestId('branch-work-plans-empty')).textContent).toBe('No work plans at this branch.');
  });
});
