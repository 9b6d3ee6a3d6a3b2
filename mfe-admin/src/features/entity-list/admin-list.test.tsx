/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setLocale } from '@app/i18n';
import { realtime } from '@app/platform/realtime';
import { FakeSocket } from '@app/ui/testing';
import { AdminList } from './admin-list';
import { BRANCH_TREE } from './tree/branch-tree';
import { LEVEL_COLORS } from './tree/tree-row';
import { AdminProviders, okResponse } from '../../testing/fake-api';

const CHANNEL = 'pool/1/branch';
const template = {
  key: 'branch',
  url: 'branch',
  entity_url: 'branch',
  channel: CHANNEL,
  create: false,
  export: false,
  disable_pagination: false,
  close_on_create: false,
  minimal_popup: false,
  form_name: 'branch',
  filter: { id: 'branch_filter', filter_search: 'name', filter_params: [] },
  header: { elements: [{ component: 'FilterBlock' }, { component: 'FilterComponent', props: { name: 'list_view' } }] },
  elements: {
    columns: [
      { label: 'fields.name', value: 'name', column_code: 'name', sortable: true, element: 'single-line-component' },
      {
        label: 'list.actions',
        value: 'actions',
        column_code: 'actions',
        sortable: false,
        element: 'list-actions',
        actions: ['preview', 'edit'],
      },
    ],
  },
};

describe('AdminList: the tree view and the row actions', () => {
  let listCalls: number;
  let treeCalls: number;
  let name: string;
  let tree: unknown[] | null;

  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    listCalls = 0;
    treeCalls = 0;
    name = 'De Regenboog';
    tree = null;
    localStorage.clear();
    FakeSocket.install();
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = decodeURIComponent(String(input));
      if (url.includes('/template-page/branch')) return okResponse(template);
      if (url.includes('/branch/tree')) {
        treeCalls += 1;
        return okResponse(tree ?? [{ id: 2, name, children: [] }]);
      }
      listCalls += 1;
      return okResponse([{ id: 2, name }]);
    }) as typeof fetch;
    realtime.connect('token');
    FakeSocket.last!.open();
  });
  afterEach(() => realtime.disconnect());

  function renderList(treeView?: { url: string; multiLevel?: boolean }) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <AdminProviders>
          <AdminList listKey="branch" title="page.branch" remote="mfe_admin" version="1.0.0" tree={treeView} />
        </AdminProviders>
      </QueryClientProvider>,
    );
  }

  it('offers archive on a row to a user with the edit right', async () => {
    renderList();
    expect(await screen.findByTestId('entity-list-archive-2')).toBeTruthy();
  });

  it('switches to the tree, remembers it, and refetches the tree on a channel event', async () => {
    renderList({ url: 'branch/tree' });
    fireEvent.click(await screen.findByTestId('list-view-tree'));
    expect(await screen.findByTestId('tree-row-2')).toBeTruthy();
    expect(localStorage.getItem('VIEW_branch')).toBe('tree');
    await waitFor(() => expect(FakeSocket.last!.sent).toContainEqual({ type: 'subscribe', channel: CHANNEL }));
    const before = treeCalls;
    const listBefore = listCalls;
    name = 'De Regenboog (gewijzigd)';
    act(() => FakeSocket.last!.event(CHANNEL, 'planner'));
    expect(await screen.findByText('De Regenboog (gewijzigd)')).toBeTruthy();
    expect(treeCalls).toBe(before + 1);
    // the table's call stays paused while the tree shows
    expect(listCalls).toBe(listBefore);

    fireEvent.click(screen.getByTestId('list-view-table'));
    expect(await screen.findByTestId('entity-list-row-2')).toBeTruthy();
    expect(localStorage.getItem('VIEW_branch')).toBe('table');
  });

  it('MD-TREE-08: the branch list offers the multi-level tree, each level marked with its own colour', async () => {
    tree = [
      { id: 1, name: 'Stichting Demo Bestuur', children: [{ id: 2, name, children: [{ id: 3, name: 'Locatie Noord', children: [] }] }] },
    ];
    renderList(BRANCH_TREE);
    fireEvent.click(await screen.findByTestId('list-view-tree'));
    fireEvent.click(await screen.findByTestId('tree-toggle-1'));
    fireEvent.click(await screen.findByTestId('tree-toggle-2'));
    const colours = [1, 2, 3].map((id) => screen.getByTestId(`tree-row-${id}`).getAttribute('data-level-color'));
    expect(colours).toEqual([LEVEL_COLORS[0], LEVEL_COLORS[1], LEVEL_COLORS[2]]);
    expect(new Set(colours).size).toBe(3);
  });
});
