/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setLocale } from '@app/i18n';
import { realtime } from '@app/platform/realtime';
import { EntityList } from './entity-list';
import { fakeResponse } from '../testing/fake-api';
import { FakeSocket } from '../testing/fake-socket';
import { KitProviders } from '../testing/kit-providers';

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
  header: { elements: [{ component: 'FilterBlock' }] },
  elements: { columns: [{ label: 'fields.name', value: 'name', column_code: 'name', sortable: true, element: 'single-line-component' }] },
};

const respond = (data: unknown) =>
  fakeResponse(200, { data, meta: { pagination: { total: Array.isArray(data) ? data.length : 0, per_page: 25, current_page: 1 } } });

describe('EntityList on its list channel', () => {
  let listCalls: number;
  let name: string;

  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    listCalls = 0;
    name = 'De Regenboog';
    localStorage.clear();
    FakeSocket.install();
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = decodeURIComponent(String(input));
      if (url.includes('/template-page/branch')) return respond(template);
      listCalls += 1;
      return respond([{ id: 2, name }]);
    }) as typeof fetch;
    realtime.connect('token');
    FakeSocket.last!.open();
  });
  afterEach(() => realtime.disconnect());

  function renderList() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <KitProviders>
          <EntityList listKey="branch" title="page.branch" remote="mfe_test" version="1.0.0" />
        </KitProviders>
      </QueryClientProvider>,
    );
  }

  it("subscribes to the template's channel and refetches on another user's event, not on another channel's", async () => {
    renderList();
    expect(await screen.findByText('De Regenboog')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.last!.sent).toContainEqual({ type: 'subscribe', channel: CHANNEL }));
    const before = listCalls;

    name = 'De Regenboog (gewijzigd)';
    act(() => FakeSocket.last!.event('pool/1/person', 'planner'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(listCalls).toBe(before);

    act(() => FakeSocket.last!.event(CHANNEL, 'planner'));
    expect(await screen.findByText('De Regenboog (gewijzigd)')).toBeTruthy();
    expect(listCalls).toBe(before + 1);
  });

  it('unsubscribes when the list goes away', async () => {
    const view = renderList();
    await screen.findByText('De Regenboog');
    await waitFor(() => expect(FakeSocket.last!.sent).toContainEqual({ type: 'subscribe', channel: CHANNEL }));
    view.unmount();
    expect(FakeSocket.last!.sent).toContainEqual({ type: 'unsubscribe', channel: CHANNEL });
  });
});
