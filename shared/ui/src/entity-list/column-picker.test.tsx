/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListColumn } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { fakeApi, type FakeCall } from '../testing/fake-api';
import { cellText } from './cell-text';
import { ColumnPicker } from './column-picker';
import { EntityList } from './entity-list';
import { readListColumns, visibleColumns } from './list-columns';
import { renderWithKit } from './testing/render-list';

const field = (id: number, label: string, format?: ListColumn['format']): ListColumn => ({
  label,
  literal_label: true,
  optional: true,
  value: `field_${id}`,
  column_code: `field_${id}`,
  sortable: true,
  element: 'single-line-component',
  ...(format ? { format } : {}),
});

const template = {
  key: 'branch',
  url: 'branch',
  entity_url: 'branch',
  create: false,
  export: false,
  disable_pagination: false,
  close_on_create: false,
  minimal_popup: false,
  form_name: 'branch',
  filter: { id: 'branch_filter', filter_params: [] },
  header: { elements: [{ component: 'FilterComponent', props: { name: 'column_picker' } }, { component: 'Close' }] },
  elements: {
    columns: [
      { label: 'fields.name', value: 'name', column_code: 'name', sortable: true, element: 'single-line-component' },
      field(7, 'Brede school', 'yes_no'),
      field(8, 'Geopend op', 'date'),
    ],
  },
};

describe('the column picker (ADR 0106)', () => {
  let calls: FakeCall[] = [];
  beforeAll(() => setLocale('nl'));
  afterAll(() => setLocale('en'));
  beforeEach(() => {
    localStorage.clear();
    calls = fakeApi({
      'GET /template-page/branch': () => ({ data: template }),
      'GET /branch': () => ({
        data: [{ id: 3, name: 'De Linde', field_7: true, field_8: '2026-08-15' }],
        meta: { pagination: { total: 1, per_page: 25, current_page: 1 } },
      }),
    });
  });

  const renderList = () => renderWithKit(<EntityList listKey="branch" title="page.branch" remote="mfe_test" version="1.0.0" />);
  const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);

  it('hides the optional columns until switched on; the header then shows the field label and the cell its value', async () => {
    renderList();
    await screen.findByTestId('entity-list-row-3');
    expect(headers()).toEqual(['Naam']);
    fireEvent.click(screen.getByTestId('entity-list-columns'));
    const menu = await screen.findByTestId('entity-list-columns-menu');
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((i) => i.textContent),
    ).toEqual(['Brede school', 'Geopend op']);
    fireEvent.click(screen.getByTestId('entity-list-column-field_7'));
    await waitFor(() => expect(headers()).toEqual(['Naam', 'Brede school']));
    expect(screen.getByTestId('entity-list-column-field_7').getAttribute('aria-checked')).toBe('true');
    expect(
      within(screen.getByTestId('entity-list-row-3'))
        .getAllByRole('cell', { hidden: true })
        .map((c) => c.textContent),
    ).toEqual(['De Linde', 'Ja']);
    // the field's column sorts like any other
    fireEvent.click(screen.getByTestId('entity-list-sort-field_7'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('sortBy[column]=field_7&sortBy[order]=asc'))).toBe(true));
  });

  it('keeps the choice per list under COLUMNS_<list key>, and a second click switches the column off', async () => {
    const first = renderList();
    await screen.findByTestId('entity-list-row-3');
    fireEvent.click(screen.getByTestId('entity-list-columns'));
    fireEvent.click(await screen.findByTestId('entity-list-column-field_8'));
    expect(JSON.parse(localStorage.getItem('COLUMNS_branch')!)).toEqual(['field_8']);
    first.unmount();
    renderList();
    await screen.findByTestId('entity-list-row-3');
    expect(headers()).toEqual(['Naam', 'Geopend op']);
    expect(within(screen.getByTestId('entity-list-row-3')).getAllByRole('cell', { hidden: true })[1]!.textContent).toBe('15-08-2026');
    fireEvent.click(screen.getByTestId('entity-list-columns'));
    fireEvent.click(await screen.findByTestId('entity-list-column-field_8'));
    await waitFor(() => expect(headers()).toEqual(['Naam']));
    expect(readListColumns('branch')).toEqual([]);
  });

  it('shows no picker for a list without optional columns, and reads a broken stored choice as none', () => {
    const fixedOnly = renderWithKit(
      <ColumnPicker columns={[template.elements.columns[0] as ListColumn]} switchedOn={[]} onToggle={() => undefined} testId="x" />,
    );
    expect(fixedOnly.queryByTestId('x-columns')).toBeNull();
    localStorage.setItem('COLUMNS_person', '{broken');
    expect(readListColumns('person')).toEqual([]);
    localStorage.setItem('COLUMNS_person', JSON.stringify(['field_1', 3, '']));
    expect(readListColumns('person')).toEqual(['field_1']);
    const fixed = template.elements.columns[0] as ListColumn;
    expect(visibleColumns([fixed, field(1, 'A')], ['field_1']).map((c) => c.column_code)).toEqual(['name', 'field_1']);
    expect(visibleColumns([fixed, field(1, 'A')], []).map((c) => c.column_code)).toEqual(['name']);
  });

  it('shows a flag as yes or no (nothing unset) and a wall-clock date-time unshifted', () => {
    const t = ((key: string) => ({ 'entity_list.yes': 'Ja', 'entity_list.no': 'Nee' })[key] ?? key) as never;
    expect(cellText(field(1, 'x', 'yes_no'), true, t)).toBe('Ja');
    expect(cellText(field(1, 'x', 'yes_no'), false, t)).toBe('Nee');
    expect(cellText(field(1, 'x', 'yes_no'), null, t)).toBe('');
    expect(cellText(field(1, 'x', 'local_datetime'), '2026-03-01T09:30', t)).toBe('01-03-2026 09:30');
  });
});
