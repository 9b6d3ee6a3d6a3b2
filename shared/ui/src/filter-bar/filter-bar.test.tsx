/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FilterItem, FilterTemplate } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { dayjs } from '@app/platform/dates';
import { FilterBar, type FilterBarProps } from './filter-bar';
import type { AppliedFilter, FilterOption } from './filter-types';
import { KitProviders } from '../testing/kit-providers';

const BRANCHES: FilterOption[] = [
  { id: 1, name: 'Stichting Demo', parent_id: null },
  { id: 2, name: 'De Regenboog', parent_id: 1 },
  { id: 3, name: 'Regenboog dependance', parent_id: 2 },
  { id: 4, name: 'Het Kompas', parent_id: 1 },
];
const TYPES: FilterOption[] = [
  { id: 'holiday', name: 'Holiday' },
  { id: 'study', name: 'Study day' },
];

let applied: AppliedFilter[];
let loads: { getKey: string; search?: string; option?: string }[];

const loadOptions = jest.fn(async (getKey: string, params: { search?: string; option?: string }) => {
  loads.push({ getKey, ...params });
  if (getKey === 'branches') return BRANCHES;
  if (getKey === 'schools') return BRANCHES.filter((b) => String(b.parent_id) === params.option);
  // a fixed list: the service answers it whole, named by i18n key
  if (getKey === 'regions')
    return [
      { id: 'north', name: 'regions.north' },
      { id: 'middle', name: 'regions.middle' },
      { id: 'south', name: 'regions.south' },
    ];
  return TYPES;
});

/** The texts of the module that hands the bar its template: the filter labels and option names it names. */
const HOST_TEXTS = {
  en: {
    filter_bar: {
      labels: {
        show_archived: 'Show archived',
        branch: 'Branch',
        parent_branch: 'Parent branch',
        region: 'Region',
        type: 'Type',
        period: 'Period',
        birth_date: 'Date of birth',
        active: 'Active',
        label: 'Labels',
      },
    },
    regions: { north: 'North', middle: 'Middle', south: 'South' },
  },
  nl: {
    filter_bar: {
      labels: {
        show_archived: 'Toon gearchiveerd',
        branch: 'Vestiging',
        parent_branch: 'Bovenliggende vestiging',
        region: 'Regio',
        type: 'Soort',
        period: 'Periode',
        birth_date: 'Geboortedatum',
        active: 'Actief',
        label: 'Labels',
      },
    },
    regions: { north: 'Noord', middle: 'Midden', south: 'Zuid' },
  },
};

function renderBar(template: FilterTemplate, props: Partial<FilterBarProps> = {}) {
  return render(
    <KitProviders texts={HOST_TEXTS}>
      <FilterBar
        template={template}
        onApply={(a) => applied.push(a)}
        loadOptions={loadOptions}
        loadPeriod={async () => ({ start_date: '2026-08-01', end_date: '2027-07-31' })}
        testId="bar"
        automaticSearch
        {...props}
      />
    </KitProviders>,
  );
}

const last = () => applied[applied.length - 1]!;
const tpl = (filter_params: FilterItem[], extra: Partial<FilterTemplate> = {}): FilterTemplate => ({
  id: 'person_filter',
  filter_search: 'name',
  filter_params,
  ...extra,
});
const archived: FilterItem = { key: 'archived', type: 'checkbox_component', label: 'filter_bar.labels.show_archived', default_value: 0 };
const branch: FilterItem = {
  key: 'branch',
  type: 'branch_select_component',
  label: 'filter_bar.labels.branch',
  multiple: true,
  get_key: 'branches',
};

/** A select whose default is named by its query value: it needs the options to become a value. */
const typeByName: FilterItem = {
  key: 'type',
  type: 'select_component',
  label: 'filter_bar.labels.type',
  get_key: 'vacation_types',
  query_value: 'name',
  default_value: 'Study day',
};

beforeAll(() => setLocale('en'));
beforeEach(() => {
  localStorage.clear();
  applied = [];
  loads = [];
});

describe('FilterBar defaults, apply and cache', () => {
  it('applies the template defaults once, then every change, and remembers them under FILTER_<id>', async () => {
    renderBar(tpl([archived, { ...archived, key: 'active', label: 'filter_bar.labels.active', default_value: 1 }]));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(last()).toEqual({ filters: { active: 1 }, search: '' });
    // the defaults are not the user's choice: nothing cached yet
    expect(localStorage.getItem('FILTER_person_filter')).toBeNull();
    fireEvent.click(screen.getByTestId('bar-filter-archived'));
    expect(last()).toEqual({ filters: { active: 1, archived: 1 }, search: '' });
    expect(applied).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('FILTER_person_filter')!)).toEqual({ values: { archived: 1, active: 1 }, search: '' });
    expect(screen.getAllByTestId('bar-chip').map((c) => c.textContent)).toEqual(['Show archived', 'Active']);
  });

  it('prefers the FILTER_ cache over the template defaults', async () => {
    localStorage.setItem('FILTER_person_filter', JSON.stringify({ values: { archived: 1, active: null }, search: 'Jan' }));
    renderBar(tpl([archived, { ...archived, key: 'active', label: 'filter_bar.labels.active', default_value: 1 }]));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(last()).toEqual({ filters: { archived: 1 }, search: 'Jan' });
    expect(screen.getByTestId('bar-search')).toHaveProperty('value', 'Jan');
  });

  it('looks a select default up by its query value before the first apply', async () => {
    renderBar(tpl([typeByName]));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(last().filters).toEqual({ type: 'study' });
    expect(screen.getByTestId('bar-chip').textContent).toBe('Type: Study day');
  });

  it('applies without a select default whose options call failed, and applies the changes after', async () => {
    const failing = jest.fn(async (getKey: string, params: { search?: string; option?: string }) => {
      if (getKey === 'vacation_types') throw new Error('503');
      return loadOptions(getKey, params);
    });
    renderBar(tpl([archived, typeByName]), { loadOptions: failing });
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(last().filters).toEqual({});
    fireEvent.click(screen.getByTestId('bar-filter-archived'));
    expect(last().filters).toEqual({ archived: 1 });
  });

  it('skips apply while a required filter has neither a filter nor search text', async () => {
    renderBar(tpl([archived], { required: true }), { automaticSearch: false });
    expect(await screen.findByTestId('bar-required')).toHaveProperty(
      'textContent',
      'Choose a filter or type a search text to show the list.',
    );
    expect(applied).toHaveLength(0);
    fireEvent.click(screen.getByTestId('bar-filter-archived'));
    expect(applied).toEqual([{ filters: { archived: 1 }, search: '' }]);
    expect(screen.queryByTestId('bar-required')).toBeNull();
  });
});

describe('FilterBar search (FILTER-13)', () => {
  it('applies the trimmed text after the automatic_search debounce', async () => {
    jest.useFakeTimers();
    try {
      renderBar(tpl([]));
      await act(async () => jest.advanceTimersByTime(10));
      expect(applied).toHaveLength(1);
      fireEvent.change(screen.getByTestId('bar-search'), { target: { value: '  Kompas ' } });
      await act(async () => jest.advanceTimersByTime(300));
      expect(applied).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(250));
      expect(last()).toEqual({ filters: {}, search: 'Kompas' });
      // Enter with the same text does not apply again
      fireEvent.keyDown(screen.getByTestId('bar-search'), { key: 'Enter' });
      expect(applied).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('without automatic_search applies only on Enter, and only a changed text', async () => {
    renderBar(tpl([]), { automaticSearch: false });
    await waitFor(() => expect(applied).toHaveLength(1));
    fireEvent.change(screen.getByTestId('bar-search'), { target: { value: 'Regen ' } });
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(applied).toHaveLength(1);
    fireEvent.keyDown(screen.getByTestId('bar-search'), { key: 'Enter' });
    expect(last().search).toBe('Regen');
    fireEvent.change(screen.getByTestId('bar-search'), { target: { value: ' Regen' } });
    fireEvent.keyDown(screen.getByTestId('bar-search'), { key: 'Enter' });
    expect(applied).toHaveLength(2);
  });
});

describe('FilterBar reset (FILTER-12)', () => {
  it('clears the filter and its FILTER_ and SORT_ caches, and tells the list', async () => {
    localStorage.setItem('FILTER_person_filter', JSON.stringify({ values: { archived: 1 }, search: 'Jan' }));
    localStorage.setItem('SORT_person', JSON.stringify({ sort: { column: 'email', order: 'desc' }, itemsPerPage: 50 }));
    localStorage.setItem('SORT_branch', '{}');
    const onReset = jest.fn();
    renderBar(tpl([archived]), { sortCacheKey: 'SORT_person', onReset, autoApply: false });
    await waitFor(() => expect(applied).toHaveLength(1));
    fireEvent.click(screen.getByTestId('bar-reset'));
    expect(last()).toEqual({ filters: {}, search: '' });
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('FILTER_person_filter')).toBeNull();
    expect(localStorage.getItem('SORT_person')).toBeNull();
    expect(localStorage.getItem('SORT_branch')).toBe('{}');
    expect(screen.getByTestId('bar-search')).toHaveProperty('value', '');
    expect(screen.queryByTestId('bar-chip')).toBeNull();
  });

  it('without automatic apply, changes wait for the Apply button', async () => {
    renderBar(tpl([archived]), { autoApply: false });
    await waitFor(() => expect(applied).toHaveLength(1));
    fireEvent.click(screen.getByTestId('bar-filter-archived'));
    expect(applied).toHaveLength(1);
    fireEvent.click(screen.getByTestId('bar-apply'));
    expect(last().filters).toEqual({ archived: 1 });
  });
});

describe('FilterBar chips (FILTER-02)', () => {
  const many = Array.from({ length: 14 }, (_, i) => ({ id: i + 1, name: `Label ${i + 1}`, label_group: i < 7 ? 'Vakken' : 'Niveaus' }));
  const labelsTemplate = (groupedView: boolean) =>
    tpl([{ key: 'label', type: 'label_select_component', label: 'filter_bar.labels.label', multiple: true, options: many }], {
      props: { groupedView },
    });

  it('shows 12 chips, then +N with the rest on hover; a chip removes its value', async () => {
    localStorage.setItem('FILTER_person_filter', JSON.stringify({ values: { label: many.map((l) => l.id) }, search: '' }));
    renderBar(labelsTemplate(false));
    await waitFor(() => expect(screen.getAllByTestId('bar-chip')).toHaveLength(12));
    expect(screen.getByTestId('bar-chips-more').textContent).toBe('+2');
    expect(screen.getByTestId('bar-count').textContent).toBe('1');
    fireEvent.mouseEnter(screen.getByTestId('bar-chips-more'));
    expect(
      within(await screen.findByTestId('bar-chips-hidden'))
        .getAllByTestId('bar-chip')
        .map((c) => c.textContent),
    ).toEqual(['Labels: Label 13', 'Labels: Label 14']);
    fireEvent.click(within(screen.getAllByTestId('bar-chip')[0]!).getByTestId('CancelIcon'));
    expect((last().filters.label as number[]).includes(1)).toBe(false);
    expect(last().filters.label).toHaveLength(13);
  });

  it('the grouped view gives every group its share', async () => {
    const grouped = (i: number) => ({ ...many[i]!, label_group: `G${i % 7}` });
    const options = many.map((_, i) => grouped(i));
    localStorage.setItem('FILTER_person_filter', JSON.stringify({ values: { a: [1, 8, 2, 9], b: [3, 10, 4, 11, 5] }, search: '' }));
    renderBar(
      tpl(
        [
          {
            key: 'a',
            type: 'select_component',
            label: 'filter_bar.labels.label',
            group_label: 'filter_bar.labels.branch',
            multiple: true,
            options,
          },
          { key: 'b', type: 'select_component', label: 'filter_bar.labels.type', multiple: true, options },
        ],
        { props: { groupedView: true } },
      ),
    );
    // 2 groups: each may show 6 of the 12
    await waitFor(() => expect(screen.getAllByTestId('bar-chip')).toHaveLength(9));
    expect(screen.queryByTestId('bar-chips-more')).toBeNull();
  });
});

describe('FilterBar controls', () => {
  it('branch picker: the search keeps ancestors; a single pick closes the menu, a multiple pick toggles', async () => {
    renderBar(tpl([branch, { ...branch, key: 'one', multiple: false, label: 'filter_bar.labels.parent_branch' }]));
    await waitFor(() => expect(applied).toHaveLength(1));
    fireEvent.click(screen.getByTestId('bar-filter-branch'));
    fireEvent.change(screen.getByTestId('bar-filter-branch-search'), { target: { value: 'DEPENDANCE' } });
    const menu = screen.getByTestId('bar-filter-branch-menu');
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Stichting Demo', 'De Regenboog', 'Regenboog dependance']);
    fireEvent.click(screen.getByTestId('bar-filter-branch-option-3'));
    fireEvent.click(screen.getByTestId('bar-filter-branch-option-2'));
    expect(last().filters).toEqual({ branch: [3, 2] });
    expect(screen.getByTestId('bar-filter-branch-menu')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bar-filter-branch-option-3'));
    expect(last().filters).toEqual({ branch: [2] });
    fireEvent.keyDown(menu, { key: 'Escape' });

    fireEvent.click(screen.getByTestId('bar-filter-one'));
    fireEvent.click(within(screen.getByTestId('bar-filter-one-menu')).getByTestId('bar-filter-one-option-4'));
    expect(last().filters).toEqual({ branch: [2], one: 4 });
    await waitFor(() => expect(screen.queryByTestId('bar-filter-one-menu')).toBeNull());
    expect(screen.getByTestId('bar-filter-one').textContent).toBe('Parent branch: Het Kompas');
  });

  it('all-select: ticking a parent ticks its children, unticking drops them', async () => {
    renderBar(tpl([{ key: 'tree', type: 'all_select_component', label: 'filter_bar.labels.branch', multiple: true, options: BRANCHES }]));
    await waitFor(() => expect(applied).toHaveLength(1));
    fireEvent.click(screen.getByTestId('bar-filter-tree-option-2'));
    expect(last().filters).toEqual({ tree: [2, 3] });
    fireEvent.click(screen.getByTestId('bar-filter-tree-option-1'));
    expect(last().filters).toEqual({ tree: [2, 3, 1, 4] });
    fireEvent.click(screen.getByTestId('bar-filter-tree-option-2'));
    expect(last().filters).toEqual({ tree: [1, 4] });
  });

  it('grouped select: select all and deselect all per group; a default group once', async () => {
    const options = [
      { id: 1, name: 'Rekenen', label_group: 'Vakken' },
      { id: 2, name: 'Taal', label_group: 'Vakken' },
      { id: 3, name: 'Groep 8', label_group: 'Niveaus' },
    ];
    renderBar(tpl([{ key: 'g', type: 'grouped_select_component', label: 'filter_bar.labels.label', options, default_value: 'Niveaus' }]));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(last().filters).toEqual({ g: [3] });
    fireEvent.click(screen.getByTestId('bar-filter-g-select-all-0'));
    expect(last().filters).toEqual({ g: [3, 1, 2] });
    fireEvent.click(screen.getByTestId('bar-filter-g-deselect-all-1'));
    expect(last().filters).toEqual({ g: [1, 2] });
  });

  it('a parent change clears its dependents and refetches their options with the parent value', async () => {
    renderBar(
      tpl([
        {
          key: 'board',
          type: 'select_component',
          label: 'filter_bar.labels.branch',
          options: BRANCHES.filter((b) => !b.parent_id),
          dependents: ['school'],
        },
        {
          key: 'school',
          type: 'branch_select_component',
          label: 'filter_bar.labels.parent_branch',
          get_key: 'schools',
          parent_select_key: 'board',
          show_condition: { depends: 'board', equals: { target: 'board', value: 1 } },
        },
      ]),
    );
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(screen.queryByTestId('bar-filter-school')).toBeNull();
    const input = screen.getByTestId('bar-filter-board');
    fireEvent.mouseDown(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Stichting Demo' }));
    expect(last().filters).toEqual({ board: 1 });
    await waitFor(() => expect(loads).toContainEqual({ getKey: 'schools', search: '', option: '1' }));
    fireEvent.click(screen.getByTestId('bar-filter-school'));
    fireEvent.click(await screen.findByTestId('bar-filter-school-option-4'));
    expect(last().filters).toEqual({ board: 1, school: 4 });
    // another board: the school is cleared (and hidden, the condition no longer holds)
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.click(within(input.parentElement!).getByTitle('Clear'));
    expect(last().filters).toEqual({});
    expect(screen.queryByTestId('bar-filter-school')).toBeNull();
  });

  it('date period presets: a preset sets from and to, custom shows two dates, clearing empties both', async () => {
    const item: FilterItem = {
      key: 'preset',
      type: 'date_period_presets_component',
      label: 'filter_bar.labels.period',
      elements: { from: { key: 'from', label: 'filter_bar.from' }, to: { key: 'to', label: 'filter_bar.to' } },
    };
    renderBar(tpl([item]));
    await waitFor(() => expect(applied).toHaveLength(1));
    const select = screen.getByTestId('bar-filter-preset');
    fireEvent.change(select, { target: { value: 'filter_bar.presets.last_quarter' } });
    const today = dayjs().format('YYYY-MM-DD');
    expect(last().filters).toEqual({ from: dayjs().subtract(3, 'month').format('YYYY-MM-DD'), to: today });
    expect(screen.queryByTestId('bar-filter-preset-from')).toBeNull();
    fireEvent.change(select, { target: { value: 'custom' } });
    fireEvent.change(screen.getByTestId('bar-filter-preset-from'), { target: { value: '05-01-2026' } });
    expect(last().filters).toEqual({ from: '2026-01-05', to: today });
    expect(screen.getByTestId('bar-chip').textContent).toBe(`Period: 05-01-2026 – ${dayjs().format('DD-MM-YYYY')}`);
    fireEvent.change(select, { target: { value: '' } });
    expect(last().filters).toEqual({});
  });

  it('time unit: period by default; a week of the current period sets from and to and isCustom=1', async () => {
    renderBar(tpl([{ key: 'unit', type: 'time_unit_component', label: 'filter_bar.labels.period' }], { id: 'request_filter' }));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(last().filters).toEqual({ from: '2026-08-01', to: '2027-07-31' });
    fireEvent.click(screen.getByTestId('bar-filter-unit-week'));
    expect(localStorage.getItem('FILTER_request_filter_isCustom')).toBe('1');
    expect(last().filters.isCustom).toBe(1);
    fireEvent.change(screen.getByTestId('bar-filter-unit-slice'), { target: { value: '2026-08-10' } });
    expect(last().filters).toEqual({ from: '2026-08-10', to: '2026-08-16', isCustom: 1 });
    fireEvent.click(screen.getByTestId('bar-filter-unit-month'));
    fireEvent.change(screen.getByTestId('bar-filter-unit-slice'), { target: { value: '2026-09-01' } });
    expect(last().filters).toEqual({ from: '2026-09-01', to: '2026-09-30', isCustom: 1 });
    fireEvent.click(screen.getByTestId('bar-clear-all'));
    expect(last().filters).toEqual({ from: '2026-08-01', to: '2027-07-31' });
    expect(localStorage.getItem('FILTER_request_filter_isCustom')).toBeNull();
  });

  it('a select narrows options named by an i18n key by the text the reader sees, inline ones too', async () => {
    renderBar(
      tpl([
        { key: 'region', type: 'select_component', label: 'filter_bar.labels.region', get_key: 'regions' },
        {
          key: 'kind',
          type: 'select_component',
          label: 'filter_bar.labels.type',
          options: [
            { id: 'a', name: 'regions.north' },
            { id: 'b', name: 'regions.south' },
          ],
        },
      ]),
    );
    const region = screen.getByTestId('bar-filter-region');
    fireEvent.change(region, { target: { value: 'mid' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Middle']));
    fireEvent.keyDown(region, { key: 'Escape' });
    fireEvent.blur(region);
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
    const kind = screen.getByTestId('bar-filter-kind');
    fireEvent.change(kind, { target: { value: 'SOU' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['South']));
  });

  it('date picker, date period, week select, slider, range slider, select, grope and label select send their values', async () => {
    jest.useFakeTimers();
    try {
      renderBar(
        tpl([
          { key: 'day', type: 'date_picker', label: 'filter_bar.labels.birth_date' },
          {
            key: 'born',
            type: 'date_period_component',
            label: 'filter_bar.labels.birth_date',
            elements: {
              from: { key: 'born_from', label: 'filter_bar.labels.born_from' },
              to: { key: 'born_to', label: 'filter_bar.labels.born_to' },
            },
          },
          { key: 'weeks', type: 'week_select', label: 'filter_bar.labels.period', iterate_from: 1, iterate_to: 6 },
          { key: 'score', type: 'slider_select_component', label: 'filter_bar.labels.type', max: 50 },
          { key: 'age', type: 'range_slider', label: 'filter_bar.labels.type', min: 18, max: 70, default_value: [20, 40] },
          {
            key: 'types',
            type: 'grope_select_component',
            label: 'filter_bar.labels.type',
            get_key: 'vacation_types',
            default_value: 'all',
          },
          {
            key: 'labels',
            type: 'label_select_component',
            label: 'filter_bar.labels.label',
            options: [{ id: 7, name: 'Rood', color: '#f00', label_group: 'Kleur' } as FilterOption],
          },
          { key: 'region', type: 'select_component', label: 'filter_bar.labels.region', options: [{ id: 'north', name: 'Noord' }] },
        ]),
      );
      await act(async () => jest.advanceTimersByTime(10));
      expect(last().filters).toEqual({ age: [20, 40], types: ['holiday', 'study'] });
      fireEvent.change(screen.getByTestId('bar-filter-day'), { target: { value: '04-03-2026' } });
      fireEvent.change(screen.getByTestId('bar-filter-born-from'), { target: { value: '01-01-1990' } });
      fireEvent.change(screen.getByTestId('bar-filter-born-to'), { target: { value: '31-12-1999' } });
      fireEvent.change(screen.getByTestId('bar-filter-weeks'), { target: { value: '6' } });
      fireEvent.change(screen.getByTestId('bar-filter-score'), { target: { value: '80' } });
      expect(last().filters.score).toBeUndefined();
      await act(async () => jest.advanceTimersByTime(500));
      expect(screen.getByTestId('bar-filter-score')).toHaveProperty('value', '50');
      fireEvent.mouseDown(screen.getByTestId('bar-filter-labels'));
      fireEvent.click(screen.getByRole('option', { name: 'Rood' }));
      fireEvent.mouseDown(screen.getByTestId('bar-filter-region'));
      fireEvent.click(screen.getByRole('option', { name: 'Noord' }));
      expect(last().filters).toEqual({
        day: '2026-03-04',
        born_from: '1990-01-01',
        born_to: '1999-12-31',
        weeks: 6,
        score: 50,
        age: [20, 40],
        types: ['holiday', 'study'],
        labels: [7],
        region: 'north',
      });
      expect(screen.getAllByTestId('bar-chip').map((c) => c.textContent)).toContain('Date of birth: 01-01-1990 – 31-12-1999');
    } finally {
      jest.useRealTimers();
    }
  });
});
