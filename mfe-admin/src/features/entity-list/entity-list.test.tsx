/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale } from '@app/i18n';
import { EntityList } from './entity-list';

const template = {
  key: 'branch',
  url: 'branch',
  entity_url: 'branch',
  create: false,
  export: true,
  disable_pagination: false,
  close_on_create: false,
  minimal_popup: false,
  form_name: 'branch',
  filter: { id: 'branch_filter', filter_search: 'name', filter_params: [] },
  header: { elements: [{ component: 'FilterBlock' }, { component: 'ExportButton' }, { component: 'Close' }] },
  elements: { columns: [{ label: 'fields.name', value: 'name', column_code: 'name', sortable: true, element: 'single-line-component' }] },
};

function respond(data: unknown) {
  const body = JSON.stringify({ data, meta: { pagination: { total: Array.isArray(data) ? data.length : 0, per_page: 25, current_page: 1 } } });
  // jsdom has no Response: the api client reads only these members
  return Promise.resolve({ ok: true, status: 200, headers: { get: () => null }, text: async () => body } as unknown as Response);
}

describe('EntityList', () => {
  const calls: string[] = [];
  let served: object = template;
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    calls.length = 0;
    served = template;
    localStorage.clear();
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = decodeURIComponent(String(input));
      calls.push(url);
      if (url.includes('/template-page/branch')) return respond(served);
      return respond(url.includes('search[name]=Kompas') ? [{ id: 3, name: 'Het Kompas', archived: true }] : []);
    }) as typeof fetch;
  });

  function renderList() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <EntityList listKey="branch" title="page.branch" remote="mfe_admin" version="1.0.0" />
        </I18nextProvider>
      </QueryClientProvider>,
    );
  }

  it('shows the empty text, no create button without the right, and searches trimmed after the debounce', async () => {
    renderList();
    expect(await screen.findByTestId('entity-list-empty')).toHaveProperty('textContent', 'No data available');
    expect(screen.queryByTestId('entity-list-create')).toBeNull();
    expect(screen.getByTestId('entity-list-export')).toBeTruthy();
    fireEvent.change(screen.getByTestId('entity-list-search'), { target: { value: '  Kompas  ' } });
    expect(calls.some((c) => c.includes('search[name]'))).toBe(false);
    await act(() => new Promise((r) => setTimeout(r, 600)));
    await waitFor(() => expect(screen.getByTestId('entity-list-row-3')).toBeTruthy());
    expect(calls.some((c) => c.includes('search[name]=Kompas&'))).toBe(true);
    expect(screen.getByText('Archived')).toBeTruthy();
  });

  it('stores the sort choice under SORT_branch', async () => {
    renderList();
    fireEvent.click(await screen.findByTestId('entity-list-sort-name'));
    expect(JSON.parse(localStorage.getItem('SORT_branch')!)).toEqual({ sort: { column: 'name', order: 'asc' }, itemsPerPage: 25 });
    await waitFor(() => expect(calls.some((c) => c.includes('sortBy[column]=name&sortBy[order]=asc'))).toBe(true));
  });

  it('renders the header blocks of its template after a skeleton; without a filter block the list loads at once', async () => {
    served = {
      ...template,
      header: { elements: [{ component: 'Button', props: { text: 'entity_list.create', to: '/branch/new', test_id: 'create' } }, { component: 'Close' }] },
    };
    renderList();
    expect(screen.getByTestId('entity-list-header-skeleton')).toBeTruthy();
    expect(await screen.findByTestId('entity-list-empty')).toBeTruthy();
    expect(screen.queryByTestId('entity-list-search')).toBeNull();
    expect(screen.queryByTestId('entity-list-export')).toBeNull();
    fireEvent.click(screen.getByTestId('entity-list-create'));
    expect(window.location.pathname).toBe('/branch/new');
  });
});
