/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { fakeResponse, okResponse } from '../testing/fake-api';
import { EntityList } from './entity-list';
import { renderWithKit } from './testing/render-list';

// The list screen with its filter bar: filters[...] go out with the list call and the CSV export.

const template = {
  key: 'person',
  url: 'person',
  entity_url: 'person',
  create: false,
  export: true,
  disable_pagination: false,
  close_on_create: false,
  minimal_popup: false,
  form_name: 'person',
  filter: {
    id: 'person_filter',
    filter_search: 'name',
    filter_params: [
      { key: 'region', type: 'select_component', label: 'filter_bar.labels.region', multiple: true, get_key: 'regions' },
      { key: 'archived', type: 'checkbox_component', label: 'filter_bar.labels.show_archived', default_value: 0 },
    ],
  },
  header: { elements: [{ component: 'FilterBlock' }, { component: 'ExportButton' }] },
  elements: {
    columns: [{ label: 'fields.name', value: 'full_name', column_code: 'full_name', sortable: true, element: 'single-line-component' }],
  },
};

describe('EntityList filters', () => {
  const calls: string[] = [];
  const listCalls = () => calls.filter((c) => /\/api\/person\?/.test(c));
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    calls.length = 0;
    localStorage.clear();
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = decodeURIComponent(String(input));
      calls.push(url);
      if (url.includes('/template-page/person')) return okResponse(template);
      if (url.includes('/inputs'))
        return okResponse({
          regions: [
            { id: 'north', name: 'Noord' },
            { id: 'south', name: 'Zuid' },
          ],
        });
      if (url.includes('/settings/pool')) return okResponse([{ code: 'automatic_search', value: true }]);
      return okResponse([{ id: 1, full_name: 'Jan de Vries' }]);
    }) as typeof fetch;
  });

  const renderList = () => renderWithKit(<EntityList listKey="person" title="page.person" remote="mfe_test" version="1.0.0" />);

  it('loads the list once with the cached filter, then with every change; the export carries the filter', async () => {
    localStorage.setItem('FILTER_person_filter', JSON.stringify({ values: { region: ['north'] }, search: '' }));
    renderList();
    await screen.findByTestId('entity-list-row-1');
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]).toContain('filters[region][]=north');
    expect(screen.getByTestId('entity-list-chip').textContent).toBe('Region: Noord');

    fireEvent.click(screen.getByTestId('entity-list-filter-archived'));
    await waitFor(() => expect(listCalls().some((c) => c.includes('filters[region][]=north&filters[archived]=1'))).toBe(true));

    fireEvent.click(screen.getByTestId('entity-list-export'));
    await waitFor(() => expect(calls.some((c) => c.includes('csv-export=person'))).toBe(true));
    const exportCall = calls.find((c) => c.includes('csv-export=person'))!;
    expect(exportCall).toContain('filters[region][]=north');
    expect(exportCall).toContain('filters[archived]=1');
  });

  it('reset clears the filter and the sort (FILTER_ and SORT_) and reloads without them', async () => {
    localStorage.setItem('FILTER_person_filter', JSON.stringify({ values: { archived: 1 }, search: 'Jan' }));
    renderList();
    await screen.findByTestId('entity-list-row-1');
    fireEvent.click(screen.getByTestId('entity-list-sort-full_name'));
    await waitFor(() =>
      expect(listCalls().some((c) => c.includes('sortBy[column]=full_name') && c.includes('search[name]=Jan'))).toBe(true),
    );
    expect(localStorage.getItem('SORT_person')).not.toBeNull();

    fireEvent.click(screen.getByTestId('entity-list-clear-all'));
    await waitFor(() => expect(listCalls()[listCalls().length - 1]).toMatch(/\/api\/person\?page=1&itemsPerPage=25&_locale=en$/));
    expect(localStorage.getItem('SORT_person')).toBeNull();
    expect(localStorage.getItem('FILTER_person_filter')).toBeNull();
    expect(screen.queryByTestId('entity-list-chip')).toBeNull();
  });
});

describe('FILTER-10: a failed filter apply', () => {
  let listAnswer: () => Promise<Response>;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('FILTER_person_filter', JSON.stringify({ values: { region: ['north'] }, search: '' }));
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = decodeURIComponent(String(input));
      if (url.includes('/template-page/person')) return okResponse(template);
      if (url.includes('/inputs')) return okResponse({ regions: [{ id: 'north', name: 'Noord' }] });
      if (url.includes('/settings/pool')) return okResponse([]);
      return listAnswer();
    }) as typeof fetch;
  });
  afterAll(() => setLocale('en'));

  const renderList = () => renderWithKit(<EntityList listKey="person" title="page.person" remote="mfe_test" version="1.0.0" />);

  it.each([
    ['en', 'An error occurred (code 400).'],
    ['nl', 'Er is een fout opgetreden (code 400).'],
  ] as const)('FILTER-10 shows the generic error with code 400 in %s', async (locale, text) => {
    setLocale(locale);
    listAnswer = () => fakeResponse(400, { data: null, meta: {} });
    renderList();
    expect((await screen.findByTestId('entity-list-error')).textContent).toContain(text);
  });

  it('FILTER-10 ignores an aborted filter call (status 0): no error shows', async () => {
    setLocale('en');
    let aborted = 0;
    listAnswer = () => {
      aborted += 1;
      return Promise.reject(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }));
    };
    renderList();
    await waitFor(() => expect(aborted).toBeGreaterThan(0));
    await screen.findByTestId('entity-list-chip');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('entity-list-error')).toBeNull();
  });
});
