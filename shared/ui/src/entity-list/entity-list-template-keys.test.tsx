/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { realtime } from '@app/platform/realtime';
import { okResponse } from '../testing/fake-api';
import { FakeSocket } from '../testing/fake-socket';
import { EntityList } from './entity-list';
import { renderWithKit } from './testing/render-list';

const base = {
  key: 'blockade',
  url: 'blockade',
  entity_url: 'blockade',
  filter_id: 'blockade_filter',
  channel: 'pool/1/blockade',
  create: false,
  export: false,
  disable_pagination: true,
  close_on_create: false,
  close_on_save: false,
  minimal_popup: false,
  form_name: 'blockade',
  name: 'page.branch',
  filter: { id: 'blockade_filter', filter_params: [] },
  header: { elements: [] },
  elements: {
    columns: [
      {
        label: '',
        value: 'select',
        column_code: 'select',
        sortable: false,
        element: 'single-line-component',
        checkbox: true,
        selectChildrenLink: true,
      },
      { label: 'fields.name', value: 'name', column_code: 'name', sortable: false, element: 'single-line-component', pool: true },
      {
        label: 'fields.name',
        value: 'open',
        column_code: 'open',
        sortable: false,
        element: 'single-line-component',
        btn: 'entity_list.actions.view',
      },
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
const ROWS = [
  { id: 1, name: 'Stichting Noord', pool: true, parent_id: null },
  { id: 2, name: 'De Klimop', pool: false, parent_id: 1 },
  { id: 3, name: 'Het Kompas', pool: false, parent_id: 1 },
];

describe('the list template and column keys on the screen', () => {
  const calls: string[] = [];
  let served: object = base;
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    calls.length = 0;
    served = base;
    localStorage.clear();
    window.history.pushState({}, '', '/blockade');
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = decodeURIComponent(String(input));
      if (url.includes('/template-page/')) return okResponse(served);
      calls.push(url);
      return okResponse(ROWS);
    }) as typeof fetch;
  });

  const renderList = () => renderWithKit(<EntityList listKey="blockade" remote="mfe_test" version="1.0.0" />);

  it('LIST-12: name titles the page, query goes out with the call, sticky_header keeps the headers in view', async () => {
    served = { ...base, query: { include: 'branches' }, sticky_header: true };
    renderList();
    expect(await screen.findByTestId('entity-list-row-1')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Branches');
    expect(calls[0]).toContain('include=branches');
    expect(screen.getByTestId('entity-list-sticky')).toBeTruthy();
  });

  it('LIST-12: list_condition holds the rows back until its filter has the field, and says so', async () => {
    served = {
      ...base,
      list_condition: { filter_id: 'blockade_filter', filter_field: 'branch' },
      header: { elements: [{ component: 'FilterBlock' }] },
      filter: {
        id: 'blockade_filter',
        filter_params: [{ key: 'branch', type: 'select_component', label: 'fields.name', options: [{ id: 7, name: 'Noord' }] }],
      },
    };
    renderList();
    expect((await screen.findByTestId('entity-list-condition')).textContent).toBe('Set the filters and press Apply to see the list.');
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(calls.filter((c) => c.startsWith('/api/blockade'))).toEqual([]);
  });

  it('LIST-12: the list refetches on each of its sockets as on its channel', async () => {
    FakeSocket.install();
    realtime.connect('token');
    FakeSocket.last!.open();
    try {
      served = { ...base, sockets: ['pool/1/person'] };
      renderList();
      await screen.findByTestId('entity-list-row-1');
      await waitFor(() => expect(FakeSocket.last!.sent).toContainEqual({ type: 'subscribe', channel: 'pool/1/person' }));
      const before = calls.length;
      act(() => FakeSocket.last!.event('pool/1/person', 'planner'));
      await waitFor(() => expect(calls.length).toBe(before + 1));
    } finally {
      realtime.disconnect();
    }
  });

  it('LIST-13: checkbox and selectChildrenLink tick rows, pool marks a pool-wide row, btn and actions open the row', async () => {
    renderList();
    await screen.findByTestId('entity-list-row-1');
    expect(screen.getByTestId('entity-list-pool-1').textContent).toBe('Pool');
    expect(screen.queryByTestId('entity-list-pool-2')).toBeNull();
    // only a row with children on the page offers the link
    expect(screen.getByTestId('entity-list-select-children-1').textContent).toBe('Select with 2 children');
    expect(screen.queryByTestId('entity-list-select-children-2')).toBeNull();
    fireEvent.click(screen.getByTestId('entity-list-select-children-1'));
    const box = (id: number) => screen.getByTestId(`entity-list-select-${id}`).querySelector('input')!;
    expect([1, 2, 3].map((id) => box(id).checked)).toEqual([true, true, true]);
    expect(window.location.pathname).toBe('/blockade');
    fireEvent.click(screen.getByTestId('entity-list-select-all').querySelector('input')!);
    expect([1, 2, 3].map((id) => box(id).checked)).toEqual([false, false, false]);
    fireEvent.click(box(2));
    expect([1, 2, 3].map((id) => box(id).checked)).toEqual([false, true, false]);

    expect(screen.getByTestId('entity-list-btn-open-3').textContent).toBe('Open');
    fireEvent.click(screen.getByTestId('entity-list-btn-open-3'));
    expect(window.location.pathname).toBe('/blockade/3');
    expect(screen.getByTestId('entity-list-action-preview-2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('entity-list-action-edit-2'));
    expect(window.location.pathname).toBe('/blockade/2');
  });

  it('LIST-13: hide_actions and hide_headers leave the actions column and the headers out', async () => {
    served = { ...base, elements: { ...base.elements, hide_actions: true, hide_headers: true } };
    renderList();
    await screen.findByTestId('entity-list-row-1');
    expect(screen.queryByTestId('entity-list-action-preview-1')).toBeNull();
    expect(screen.queryByTestId('entity-list-select-all')).toBeNull();
  });
});
