/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { okResponse } from '../testing/fake-api';
import { EntityList } from './entity-list';
import { testListTemplate } from './testing/list-template';
import { renderWithKit } from './testing/render-list';

// The CSV export sends the columns the table shows, in its order, under the headers the user reads (ADR 0105).

const template = testListTemplate('branch', {
  header: [{ component: 'FilterComponent', props: { name: 'column_picker' } }, { component: 'ExportButton' }],
  columns: [
    { label: 'fields.name', value: 'name', column_code: 'name', sortable: true, element: 'single-line-component' },
    { label: 'page.branch', value: 'parent_name', column_code: 'parent_name', sortable: false, element: 'single-line-component' },
    {
      label: 'Brede school',
      literal_label: true,
      optional: true,
      value: 'field_7',
      column_code: 'field_7',
      sortable: true,
      element: 'single-line-component',
    },
    { label: 'list.actions', value: 'actions', column_code: 'actions', sortable: false, element: 'list-actions', actions: ['preview'] },
  ],
});

describe('EntityList CSV export', () => {
  const calls: string[] = [];
  beforeAll(() => setLocale('nl'));
  afterAll(() => setLocale('en'));
  beforeEach(() => {
    calls.length = 0;
    localStorage.clear();
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('/template-page/branch')) return okResponse(template);
      if (url.includes('csv-export=')) return Promise.resolve(new Response(new Blob(['Naam\nDe Linde']), { status: 200 }));
      return okResponse([{ id: 3, name: 'De Linde', parent_name: 'Stichting', field_7: true }]);
    }) as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
  });

  /** The csv-columns of the n-th export call as value=title pairs. */
  const exported = (n: number) => {
    const call = calls.filter((c) => c.includes('csv-export=branch'))[n]!;
    const params = new URL(call, 'http://app').searchParams;
    const pairs: string[] = [];
    for (let i = 0; params.has(`csv-columns[${i}][value]`); i++)
      pairs.push(`${params.get(`csv-columns[${i}][value]`)}=${params.get(`csv-columns[${i}][title]`)}`);
    return pairs;
  };
  const exports = () => calls.filter((c) => c.includes('csv-export=branch')).length;

  it('sends the visible data columns with their translated titles; a switched-on optional column joins under its own label', async () => {
    renderWithKit(<EntityList listKey="branch" title="page.branch" remote="mfe_test" version="1.0.0" />);
    await screen.findByTestId('entity-list-row-3');
    fireEvent.click(screen.getByTestId('entity-list-export'));
    await waitFor(() => expect(exports()).toBe(1));
    // the hidden optional column and the actions column stay out
    expect(exported(0)).toEqual(['name=Naam', 'parent_name=Scholen']);

    fireEvent.click(screen.getByTestId('entity-list-columns'));
    fireEvent.click(await screen.findByTestId('entity-list-column-field_7'));
    fireEvent.click(screen.getByTestId('entity-list-export'));
    await waitFor(() => expect(exports()).toBe(2));
    expect(exported(1)).toEqual(['name=Naam', 'parent_name=Scholen', 'field_7=Brede school']);
  });
});
