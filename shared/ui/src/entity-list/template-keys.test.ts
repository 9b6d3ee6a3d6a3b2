import type { ListColumn, ListTemplate } from '@app/contracts';
import {
  childIdsOf,
  listChannels,
  listConditionHolds,
  shownColumns,
  shownHeaderElements,
  toggleSelection,
  withTemplateQuery,
} from './template-keys';

const header: ListTemplate['header'] = {
  elements: [
    { component: 'FilterBlock' },
    { component: 'Button', props: { text: 'entity_list.create', to: '/label/new' } },
    { component: 'Button', props: { text: 'reports', to: '/reports' } },
    { component: 'ExportButton' },
  ],
};
const column = (value: string, extra: Partial<ListColumn> = {}): ListColumn => ({
  label: value,
  value,
  column_code: value,
  sortable: false,
  element: 'single-line-component',
  ...extra,
});

describe('LIST-12: the list template keys', () => {
  it('create and export: no create button without create, no export without export, other buttons stay', () => {
    const names = (create: boolean, canExport: boolean) =>
      shownHeaderElements({ key: 'label', create, export: canExport, header }).map((e) =>
        e.component === 'Button' ? e.props.to : e.component,
      );
    expect(names(true, true)).toEqual(['FilterBlock', '/label/new', '/reports', 'ExportButton']);
    expect(names(false, false)).toEqual(['FilterBlock', '/reports']);
  });

  it('query: the fixed parameters go out with every call; the list’s own keys win', () => {
    expect(withTemplateQuery({ page: 1, 'filters[type]': 'x' }, { 'filters[type]': 'fixed', include: 'branch' })).toEqual({
      page: 1,
      'filters[type]': 'x',
      include: 'branch',
    });
    expect(withTemplateQuery({ page: 1 }, undefined)).toEqual({ page: 1 });
  });

  it('list_condition (filter_id, filter_field, or): rows only once the named filter holds the field(s)', () => {
    const condition = { filter_id: 'report_filter', filter_field: 'branch' };
    expect(listConditionHolds(undefined, 'report_filter', {})).toBe(true);
    expect(listConditionHolds(condition, 'report_filter', {})).toBe(false);
    expect(listConditionHolds(condition, 'report_filter', { branch: [] })).toBe(false);
    expect(listConditionHolds(condition, 'report_filter', { branch: [3] })).toBe(true);
    // a condition on another filter does not hold this list back
    expect(listConditionHolds(condition, 'other_filter', {})).toBe(true);
    const both = { filter_id: 'f', filter_field: 'branch, period' };
    expect(listConditionHolds(both, 'f', { branch: 3 })).toBe(false);
    expect(listConditionHolds({ ...both, or: true }, 'f', { branch: 3 })).toBe(true);
    expect(listConditionHolds(both, 'f', { branch: 3, period: 1 })).toBe(true);
  });

  it('channel and sockets: the list listens on each once', () => {
    expect(listChannels({ channel: 'pool/1/request', sockets: ['pool/1/request', 'pool/1/person'] })).toEqual([
      'pool/1/request',
      'pool/1/person',
    ]);
    expect(listChannels(undefined)).toEqual([]);
  });
});

describe('LIST-13: the column keys', () => {
  it('hide_actions leaves the list-actions column out', () => {
    const columns = [column('name'), column('actions', { element: 'list-actions', actions: ['preview'] })];
    expect(shownColumns(columns, true).map((c) => c.value)).toEqual(['name']);
    expect(shownColumns(columns, false).map((c) => c.value)).toEqual(['name', 'actions']);
  });

  it('checkbox and selectChildrenLink: a row ticks with its children on the page', () => {
    const rows = [
      { id: 1, parent_id: null },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: 1 },
      { id: 4, parent_id: 2 },
    ];
    expect(childIdsOf(rows[0]!, rows)).toEqual([2, 3]);
    const ticked = toggleSelection(new Set([4]), [1, 2, 3], true);
    expect([...ticked].sort()).toEqual([1, 2, 3, 4]);
    expect([...toggleSelection(ticked, [2], false)].sort()).toEqual([1, 3, 4]);
  });
});
