/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale } from '@app/i18n';
import { realtime } from '@app/platform/realtime';
import { EntityList } from './entity-list';

/** The browser socket the page's realtime client opens, driven by the test. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: { type: string; channel?: string }[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string; channel?: string });
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  event(channel: string, author: string | null) {
    this.onmessage?.({ data: JSON.stringify({ type: 'event', channel, event: `${channel}/changed`, author, payload: { id: 3, action: 'updated' } }) });
  }
}

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
  elements: { columns: [{ label: 'fields.name', value: 'name', column_code: 'name', sortable: true, element: 'single-line-component' }] },
};

function respond(data: unknown) {
  const body = JSON.stringify({ data, meta: { pagination: { total: Array.isArray(data) ? data.length : 0, per_page: 25, current_page: 1 } } });
  return Promise.resolve({ ok: true, status: 200, headers: { get: () => null }, text: async () => body } as unknown as Response);
}

describe('EntityList on its list channel', () => {
  let listCalls: number;
  let treeCalls: number;
  let name: string;

  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    listCalls = 0;
    treeCalls = 0;
    name = 'De Regenboog';
    localStorage.clear();
    (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = decodeURIComponent(String(input));
      if (url.includes('/template-page/branch')) return respond(template);
      if (url.includes('/branch/tree')) {
        treeCalls += 1;
        return respond([{ id: 2, name, children: [] }]);
      }
      listCalls += 1;
      return respond([{ id: 2, name }]);
    }) as typeof fetch;
    realtime.connect('token');
    FakeSocket.last!.open();
  });
  afterEach(() => realtime.disconnect());

  function renderList(tree?: { url: string }) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <EntityList listKey="branch" title="page.branch" remote="mfe_admin" version="1.0.0" tree={tree} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
  }

  it("subscribes to the template's channel and refetches on another user's event, not on its own", async () => {
    renderList();
    expect(await screen.findByText('De Regenboog')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.last!.sent).toContainEqual({ type: 'subscribe', channel: CHANNEL }));
    const before = listCalls;

    // the client skips events whose author is the signed-in user (here nobody is signed in: null)
    name = 'De Regenboog (gewijzigd)';
    act(() => FakeSocket.last!.event('pool/1/person', 'planner'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(listCalls).toBe(before);

    act(() => FakeSocket.last!.event(CHANNEL, 'planner'));
    await waitFor(() => expect(listCalls).toBe(before + 1));
  });

  it('unsubscribes when the list goes away', async () => {
    const view = renderList();
    await screen.findByText('De Regenboog');
    await waitFor(() => expect(FakeSocket.last!.sent).toContainEqual({ type: 'subscribe', channel: CHANNEL }));
    view.unmount();
    expect(FakeSocket.last!.sent).toContainEqual({ type: 'unsubscribe', channel: CHANNEL });
  });

  it('switches to the tree, remembers it, and refetches the tree on a channel event', async () => {
    renderList({ url: 'branch/tree' });
    fireEvent.click(await screen.findByTestId('list-view-tree'));
    expect(await screen.findByTestId('tree-row-2')).toBeTruthy();
    expect(localStorage.getItem('VIEW_branch')).toBe('tree');
    await waitFor(() => expect(FakeSocket.last!.sent).toContainEqual({ type: 'subscribe', channel: CHANNEL }));
    const before = treeCalls;
    name = 'De Regenboog (gewijzigd)';
    act(() => FakeSocket.last!.event(CHANNEL, 'planner'));
    expect(await screen.findByText('De Regenboog (gewijzigd)')).toBeTruthy();
    expect(treeCalls).toBe(before + 1);

    fireEvent.click(screen.getByTestId('list-view-table'));
    expect(await screen.findByTestId('entity-list-row-2')).toBeTruthy();
    expect(localStorage.getItem('VIEW_branch')).toBe('table');
  });
});
