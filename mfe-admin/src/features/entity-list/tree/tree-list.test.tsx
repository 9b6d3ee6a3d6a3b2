/** @jest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ListTemplate } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { TreeList, type TreeListProps } from './tree-list';
import type { TreeItem } from './tree-items';
import { AdminProviders } from '../../../testing/fake-api';

const template = {
  key: 'branch',
  url: 'branch',
  entity_url: 'branch',
  channel: 'pool/1/branch',
  elements: { columns: [] },
  filter: { id: 'branch_filter', filter_params: [] },
} as unknown as ListTemplate;

const type = (name: string, color: string) => ({ id: name.length, name, color });
const item = (id: number, name: string, children: TreeItem[] = [], extra: Partial<TreeItem> = {}): TreeItem => ({
  id,
  name,
  children,
  archived: false,
  showCount: true,
  keyToShowCount: 'children_count',
  children_count: children.length,
  ...extra,
});

const branchTree = (): TreeItem[] => [
  item(
    1,
    'Stichting Demo Bestuur',
    [
      item(
        2,
        'De Regenboog',
        [item(4, 'De Regenboog dependance Oost', [], { branch_type: type('location', '#2e7d32'), blockades: [{ id: 9 }] })],
        {
          branch_type: type('school', '#1565c0'),
        },
      ),
      item(3, 'Het Kompas', [], { branch_type: type('school', '#1565c0'), archived: true }),
    ],
    { branch_type: type('board', '#37474f') },
  ),
];

function respond(data: unknown) {
  const body = JSON.stringify({ data, meta: {} });
  return Promise.resolve({ ok: true, status: 200, headers: { get: () => null }, text: async () => body } as unknown as Response);
}

describe('TreeList', () => {
  const calls: string[] = [];
  let served: TreeItem[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    calls.length = 0;
    served = branchTree();
    window.history.replaceState(null, '', '/branch');
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = decodeURIComponent(String(input));
      calls.push(url);
      if (url.includes('/template-popup/branch'))
        return respond({ name: 'branch', tabs: [{ key: 'summary', label: 'x', form: 'branch' }] });
      return respond(served);
    }) as typeof fetch;
  });

  function renderTree(props: Partial<TreeListProps> = {}) {
    const onArchive = jest.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AdminProviders>
          <TreeList template={template} treeUrl="branch/tree" showArchived={false} search="" canWrite onArchive={onArchive} {...props} />
        </AdminProviders>
      </QueryClientProvider>,
    );
    return { onArchive };
  }

  it('first shows the way down to the item with blockades, with counts and chips', async () => {
    renderTree();
    expect(await screen.findByTestId('tree-row-4')).toBeTruthy();
    expect(calls[0]).toMatch(/\/api\/branch\/tree\?/);
    expect(screen.getByTestId('tree-row-4').getAttribute('data-level')).toBe('3');
    expect(screen.getByTestId('tree-count-1').textContent).toBe('2');
    expect(screen.getByTestId('tree-type-2').textContent).toBe('school');
    expect(screen.getByTestId('tree-archived-3').textContent).toBe('Archived');
    expect(screen.queryByTestId('tree-archived-2')).toBeNull();
    expect(screen.getByTestId('tree-toggle-1').getAttribute('aria-expanded')).toBe('true');
  });

  it('collapses and expands one item at a time', async () => {
    renderTree();
    fireEvent.click(await screen.findByTestId('tree-toggle-2'));
    expect(screen.queryByTestId('tree-row-4')).toBeNull();
    expect(screen.getByTestId('tree-row-3')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tree-toggle-1'));
    expect(screen.queryByTestId('tree-row-2')).toBeNull();
    fireEvent.click(screen.getByTestId('tree-toggle-1'));
    // item 2 stays collapsed: its own state was not touched by its parent's toggle
    expect(screen.getByTestId('tree-row-2')).toBeTruthy();
    expect(screen.queryByTestId('tree-row-4')).toBeNull();
  });

  it('opens the preview on click and double-click, the form tab on edit, and archives through the delete icon', async () => {
    const { onArchive } = renderTree();
    fireEvent.click(await screen.findByTestId('tree-row-2'));
    expect(window.location.pathname).toBe('/branch/2');
    window.history.replaceState(null, '', '/branch');
    fireEvent.doubleClick(screen.getByTestId('tree-row-3'));
    expect(window.location.pathname).toBe('/branch/3');
    fireEvent.click(screen.getByTestId('tree-edit-4'));
    await waitFor(() => expect(window.location.pathname).toBe('/branch/4/summary'));
    fireEvent.click(screen.getByTestId('tree-delete-2'));
    fireEvent.click(screen.getByTestId('tree-unarchive-3'));
    expect(onArchive.mock.calls.map(([i, archive]) => [i.id, archive])).toEqual([
      [2, true],
      [3, false],
    ]);
  });

  it('hides edit and delete without the write right, and asks for archived rows when shown', async () => {
    renderTree({ canWrite: false, showArchived: true });
    expect(await screen.findByTestId('tree-preview-1')).toBeTruthy();
    expect(screen.queryByTestId('tree-edit-1')).toBeNull();
    expect(screen.queryByTestId('tree-delete-1')).toBeNull();
    expect(calls[0]).toContain('filters[archived]=1');
  });

  it('narrows to matches with their ancestors while searching', async () => {
    renderTree({ search: ' kompas ' });
    expect(await screen.findByTestId('tree-row-3')).toBeTruthy();
    expect(screen.getByTestId('tree-row-1')).toBeTruthy();
    expect(screen.queryByTestId('tree-row-2')).toBeNull();
  });

  it('MD-TREE-04: the additional create button shows with its text, which the server sends to who may create, not by the branch right', async () => {
    served = [item(1, 'Stichting Demo Bestuur', [item(7, 'Rooster groep 1', [], { isAdditional: true })])];
    renderTree({ canWrite: true, template: { ...template, expand_all: true, additional_url: '/schedule' } });
    await screen.findByTestId('tree-row-7');
    expect(screen.queryByTestId('tree-additional-create')).toBeNull();
    cleanup();
    renderTree({
      canWrite: false,
      template: { ...template, expand_all: true, additional_url: '/schedule', additional_new_text: 'page.schedule' },
    });
    expect((await screen.findByTestId('tree-additional-create')).textContent).toBe('Schedules');
  });

  it('shows the empty text without rows', async () => {
    served = [];
    renderTree();
    expect((await screen.findByTestId('entity-list-empty')).textContent).toBe('No data available');
  });

  it('multi-level variant: additional items open {additional_url}/{id}/edit, and the additional create button', async () => {
    served = [item(1, 'Stichting Demo Bestuur', [item(7, 'Rooster groep 1', [], { isAdditional: true })])];
    renderTree({
      multiLevel: true,
      template: { ...template, expand_all: true, additional_url: '/schedule', additional_new_text: 'page.schedule' },
    });
    expect((await screen.findByTestId('tree-row-7')).getAttribute('data-level')).toBe('2');
    expect(screen.queryByTestId('tree-delete-7')).toBeNull();
    fireEvent.click(screen.getByTestId('tree-row-7'));
    expect(window.location.pathname).toBe('/schedule/7/edit');
    fireEvent.click(screen.getByTestId('tree-additional-create'));
    expect(window.location.pathname).toBe('/schedule/new');
    expect(screen.getByTestId('tree-additional-create').textContent).toBe('Schedules');
  });

  it('LIST-12: disable_root_actions, additional_name and additional_icon in the tree view', async () => {
    served = [item(1, 'Stichting Demo Bestuur', [item(7, 'Rooster groep 1', [], { isAdditional: true }), item(8, 'De Klimop')])];
    renderTree({
      template: {
        ...template,
        expand_all: true,
        disable_root_actions: true,
        additional_url: '/schedule',
        additional_name: 'page.schedule',
        additional_new_text: 'page.schedule',
        additional_icon: 'Assessment',
      },
    });
    await screen.findByTestId('tree-row-7');
    // the top-level row has no icons; the rows below keep theirs
    expect(screen.queryByTestId('tree-preview-1')).toBeNull();
    expect(screen.queryByTestId('tree-delete-1')).toBeNull();
    expect(screen.getByTestId('tree-preview-8')).toBeTruthy();
    expect(screen.getByTestId('tree-delete-8')).toBeTruthy();
    expect(screen.getByTestId('tree-additional-7').textContent).toBe('Schedules');
    expect(screen.queryByTestId('tree-additional-8')).toBeNull();
    expect(screen.getByTestId('tree-additional-create').querySelector('[data-testid="AssessmentIcon"]')).toBeTruthy();
  });
});
