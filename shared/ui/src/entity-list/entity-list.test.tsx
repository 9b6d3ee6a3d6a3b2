/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { lastFailedCall } from '@app/platform/api';
import { fakeResponse, okResponse } from '../testing/fake-api';
import { EntityList } from './entity-list';
import { LIST_FETCH_DEBOUNCE_MS } from './use-entity-list';
import { renderWithKit } from './testing/render-list';

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

describe('EntityList', () => {
  const calls: string[] = [];
  let served: object = template;
  let templateFailures = 0;
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    calls.length = 0;
    served = template;
    templateFailures = 0;
    localStorage.clear();
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = decodeURIComponent(String(input));
      calls.push(url);
      if (url.includes('/template-page/branch'))
        return templateFailures-- > 0 ? fakeResponse(503, { data: null, meta: { messages: [] } }) : okResponse(served);
      return okResponse(url.includes('search[name]=Kompas') ? [{ id: 3, name: 'Het Kompas', archived: true }] : []);
    }) as typeof fetch;
  });

  const renderList = () => renderWithKit(<EntityList listKey="branch" title="page.branch" remote="mfe_test" version="1.0.0" />);

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

  it("says the page's rows and the page buttons in the page's language, not MUI's English", async () => {
    await setLocale('nl');
    try {
      renderList();
      fireEvent.change(await screen.findByTestId('entity-list-search'), { target: { value: 'Kompas' } });
      expect(await screen.findByText('1–1 van 1', {}, { timeout: 2000 })).toBeTruthy();
      expect(screen.getByLabelText('Naar de volgende pagina')).toBeTruthy();
    } finally {
      await setLocale('en');
    }
  });

  it('PLT-HTTP-05: a failed template call is logged, and the list says so with a retry that loads it (ADR 0327)', async () => {
    templateFailures = 1;
    renderList();
    expect(await screen.findByTestId('entity-list-error')).toBeTruthy();
    expect(lastFailedCall()).toMatchObject({ method: 'GET', status: 503 });
    expect(lastFailedCall()!.path).toContain('template-page/branch');
    fireEvent.click(screen.getByTestId('entity-list-retry'));
    expect(await screen.findByTestId('entity-list-empty')).toBeTruthy();
    expect(screen.queryByTestId('entity-list-error')).toBeNull();
  });

  it('stores the sort choice under SORT_branch', async () => {
    renderList();
    fireEvent.click(await screen.findByTestId('entity-list-sort-name'));
    expect(JSON.parse(localStorage.getItem('SORT_branch')!)).toEqual({ sort: { column: 'name', order: 'asc' }, itemsPerPage: 25 });
    await waitFor(() => expect(calls.some((c) => c.includes('sortBy[column]=name&sortBy[order]=asc'))).toBe(true));
  });

  it('LIST-09: a template with pagination disabled asks for every row and shows no pager', async () => {
    served = { ...template, disable_pagination: true };
    localStorage.setItem('SORT_branch', JSON.stringify({ sort: null, itemsPerPage: 50 }));
    renderList();
    await waitFor(() => expect(calls.some((c) => c.includes('/api/branch?'))).toBe(true));
    const asked = calls.filter((c) => c.includes('/api/branch?'));
    expect(asked.every((c) => c.includes('itemsPerPage=-1') && c.includes('page=1'))).toBe(true);
    expect(screen.queryByText('Rows per page:')).toBeNull();
  });

  it('LIST-10: asks the server once for a burst of changes, 100 ms after the last', async () => {
    renderList();
    const sort = await screen.findByTestId('entity-list-sort-name');
    await waitFor(() => expect(calls.some((c) => c.includes('/api/branch?'))).toBe(true));
    const before = calls.length;
    fireEvent.click(sort);
    fireEvent.click(sort);
    await act(() => new Promise((r) => setTimeout(r, LIST_FETCH_DEBOUNCE_MS + 200)));
    const asked = calls.slice(before).filter((c) => c.includes('sortBy[column]=name'));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('sortBy[order]=desc');
  });

  it('renders the header blocks of its template after a skeleton; without a filter block the list loads at once', async () => {
    served = {
      ...template,
      create: true,
      header: {
        elements: [
          { component: 'Button', props: { text: 'entity_list.create', to: '/branch/new', test_id: 'create' } },
          { component: 'Close' },
        ],
      },
    };
    renderList();
    expect(screen.getByTestId('entity-list-header-skeleton')).toBeTruthy();
    expect(await screen.findByTestId('entity-list-empty')).toBeTruthy();
    expect(screen.queryByTestId('entity-list-search')).toBeNull();
    expect(screen.queryByTestId('entity-list-export')).toBeNull();
    fireEvent.click(screen.getByTestId('entity-list-create'));
    expect(window.location.pathname).toBe('/branch/new');
  });

  it('opens a row where the screen says, shows its row actions, and pauses the table while another view replaces it', async () => {
    served = {
      ...template,
      elements: {
        columns: [
          ...template.elements.columns,
          { label: 'fields.name', value: 'actions', column_code: 'actions', sortable: false, element: 'list-actions' },
        ],
      },
    };
    const view = renderWithKit(
      <EntityList
        listKey="branch"
        title="page.branch"
        remote="mfe_test"
        version="1.0.0"
        rowHref={(row) => `/school/${row.id}/summary`}
        renderRowActions={(row) => <button data-testid={`act-${row.id}`}>act</button>}
      />,
    );
    fireEvent.change(await screen.findByTestId('entity-list-search'), { target: { value: 'Kompas' } });
    fireEvent.click(await screen.findByTestId('act-3', {}, { timeout: 2000 }));
    expect(window.location.pathname).not.toBe('/school/3/summary');
    fireEvent.click(screen.getByTestId('entity-list-row-3'));
    expect(window.location.pathname).toBe('/school/3/summary');
    view.unmount();

    calls.length = 0;
    renderWithKit(
      <EntityList
        listKey="branch"
        title="page.branch"
        remote="mfe_test"
        version="1.0.0"
        replaceTable={(list) => <p data-testid="other-view">{list.tpl?.key}</p>}
      />,
    );
    expect((await screen.findByTestId('other-view')).textContent).toBe('branch');
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(calls.filter((c) => c.startsWith('/api/branch?'))).toEqual([]);
  });

  it('asks the template for a phone (isMobile=1) on a narrow screen', async () => {
    const phone = (query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    });
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: phone });
    try {
      renderList();
      await screen.findByTestId('entity-list-empty');
      expect(calls.some((c) => c.startsWith('/api/template-page/branch?isMobile=1'))).toBe(true);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
