/** @jest-environment jsdom */
import type { FilterItem, FilterTemplate } from '@app/contracts';
import { dayjs } from '@app/platform/dates';
import { sessionStore } from '@app/platform/session';
import { clearListCaches, filterCacheKey, readCustomFlag, readFilterCache, writeCustomFlag, writeFilterCache } from './filter-cache';
import { DEFAULT_CHIP_LIMIT, splitChips, type FilterChip } from './filter-chips';
import { optionDefault, pendingDefaults, templateDefaults, timeUnitRange } from './filter-defaults';
import { activeFilterCount, canApply, toFilterQuery } from './filter-query';
import { isShown, settleValues } from './filter-visibility';
import { resolveDate } from './date-defaults';
import { searchWithAncestors, toggleWithChildren } from './option-tree';
import { inferPreset, presetRange, DEFAULT_PRESETS } from './period-presets';
import { slicesOf } from './time-units';
import { weekChoices } from './controls/week-select-control';
import { capSliderValue, sliderColour } from './controls/slider-select-control';
import { filterMenuHeight } from './filter-bar';

const now = dayjs('2026-11-18', 'YYYY-MM-DD'); // a Wednesday
const template = (filter_params: FilterItem[], extra: Partial<FilterTemplate> = {}): FilterTemplate => ({
  id: 'person_filter',
  filter_params,
  ...extra,
});

describe('date defaults (FILTER-29)', () => {
  it('resolves the default-value methods, the tokens, relative and literal dates', () => {
    expect(resolveDate('firstDayOfWeek', now)).toBe('2026-11-16');
    expect(resolveDate('lastDayOfWeek', now)).toBe('2026-11-22');
    expect(resolveDate('firstDayOfMonth', now)).toBe('2026-11-01');
    expect(resolveDate('lastDayOfMonth', now)).toBe('2026-11-30');
    expect(resolveDate('firstDayOfYear', now)).toBe('2026-01-01');
    expect(resolveDate('lastDayOfYear', now)).toBe('2026-12-31');
    expect(resolveDate('{{today}}', now)).toBe('2026-11-18');
    expect(resolveDate('{{monday}}', now)).toBe('2026-11-16');
    expect(resolveDate('{{current_week_end}}', now)).toBe('2026-11-22');
    // the work-state range: start of last month to end of next month
    expect(resolveDate('{{work_state_default_from}}', now)).toBe('2026-10-01');
    expect(resolveDate('{{work_state_default_to}}', now)).toBe('2026-12-31');
    expect(resolveDate('-3 months', now)).toBe('2026-08-18');
    expect(resolveDate('2026-02-03', now)).toBe('2026-02-03');
    expect(resolveDate('{{unknown}}', now)).toBeNull();
    expect(resolveDate('03-02-2026', now)).toBeNull();
  });
});

describe('template defaults (FILTER-08)', () => {
  const items: FilterItem[] = [
    { key: 'day', type: 'date_picker', label: 'x', default_value_method: 'firstDayOfMonth' },
    { key: 'region', type: 'select_component', label: 'x', multiple: true, default_value: 'north' },
    { key: 'type', type: 'select_component', label: 'x', default_value: 'Holiday', query_value: 'name', get_key: 'vacation_types' },
    { key: 'archived', type: 'checkbox_component', label: 'x', default_value: 0 },
    { key: 'active', type: 'checkbox_component', label: 'x', default_value: 1 },
    {
      key: 'period',
      type: 'date_period_component',
      label: 'x',
      elements: {
        from: { key: 'from', label: 'f', default_value: '{{monday}}' },
        to: { key: 'to', label: 't', default_value_method: 'lastDayOfWeek' },
      },
    },
  ];

  it('wraps a multiple default in a list, resolves dates, and leaves option lookups pending', () => {
    expect(templateDefaults(template(items), now)).toEqual({
      day: '2026-11-01',
      region: ['north'],
      type: null,
      archived: null,
      active: 1,
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(pendingDefaults(template(items), false)).toEqual(['type']);
    // a cached filter does not wait for option defaults
    expect(pendingDefaults(template(items), true)).toEqual([]);
  });

  it('looks a select default up by its query value, and grope and grouped defaults in the fetched lists', () => {
    const options = [
      { id: 'holiday', name: 'Holiday' },
      { id: 'study', name: 'Study' },
    ];
    expect(optionDefault(items[2]!, options)).toBe('holiday');
    expect(optionDefault({ key: 'g', type: 'grope_select_component', label: 'x', default_value: 'all' }, options)).toEqual([
      'holiday',
      'study',
    ]);
    const labels = [
      { id: 1, name: 'Rood', label_group: 'Kleur' },
      { id: 2, name: 'Blauw', label_group: { name: 'Kleur' } },
      { id: 3, name: 'Groot', label_group: 'Maat' },
    ];
    expect(optionDefault({ key: 'l', type: 'grouped_select_component', label: 'x', default_value: 'Kleur' }, labels)).toEqual([1, 2]);
    const tree = [
      { id: 1, name: 'Bestuur', parent_id: null },
      { id: 2, name: 'School', parent_id: 1 },
      { id: 3, name: 'Locatie', parent_id: 2 },
      { id: 4, name: 'Ander', parent_id: null },
    ];
    expect(optionDefault({ key: 'a', type: 'all_select_component', label: 'x', multiple: true, default_value: 2 }, tree)).toEqual([2, 3]);
  });

  it('infers the preset of a presets control from its default', () => {
    const item: FilterItem = {
      key: 'preset',
      type: 'date_period_presets_component',
      label: 'x',
      default_value: 'filter_bar.presets.last_month',
    };
    expect(templateDefaults(template([item]), now)).toEqual({
      preset: 'filter_bar.presets.last_month',
      from: '2026-10-18',
      to: '2026-11-18',
    });
  });
});

describe('FILTER_ cache and reset (FILTER-08, FILTER-12, FILTER-16)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.setState({ payload: null });
  });

  it('keeps a filter under FILTER_<id>, per pool and profile', () => {
    writeFilterCache('person_filter', { values: { branch: [3] }, search: 'Jan' });
    expect(localStorage.getItem('FILTER_person_filter')).toBe(JSON.stringify({ values: { branch: [3] }, search: 'Jan' }));
    sessionStore.setState({ payload: { pool_id: 2, profile_id: 7 } as never });
    expect(filterCacheKey('person_filter')).toBe('FILTER_person_filter@2.7');
    expect(readFilterCache('person_filter')).toBeNull();
    writeFilterCache('person_filter', { values: { branch: [9] }, search: '' });
    expect(readFilterCache('person_filter')).toEqual({ values: { branch: [9] }, search: '' });
    localStorage.setItem('FILTER_person_filter@2.7', '{broken');
    expect(readFilterCache('person_filter')).toBeNull();
  });

  it('reset forgets the filter in every scope, its custom flag and the list sort, and nothing else', () => {
    localStorage.setItem('FILTER_person_filter', '{}');
    localStorage.setItem('FILTER_person_filter@1.2', '{}');
    writeCustomFlag('person_filter', true);
    expect(readCustomFlag('person_filter')).toBe(true);
    localStorage.setItem('SORT_person', '{}');
    localStorage.setItem('FILTER_branch_filter', '{}');
    localStorage.setItem('SORT_branch', '{}');
    clearListCaches('person_filter', 'SORT_person');
    expect(
      Object.keys(localStorage)
        .filter((k) => /^(FILTER|SORT)_/.test(k))
        .sort(),
    ).toEqual(['FILTER_branch_filter', 'SORT_branch']);
    expect(readCustomFlag('person_filter')).toBe(false);
  });
});

describe('the list call of a filter', () => {
  const items: FilterItem[] = [
    { key: 'unit', type: 'select_component', label: 'x', options: [{ id: 'a', name: 'A' }], dependents: ['branch'] },
    {
      key: 'branch',
      type: 'branch_select_component',
      label: 'x',
      multiple: true,
      show_condition: { depends: 'unit', equals: { target: 'unit', value: 'a' } },
    },
    {
      key: 'period',
      type: 'date_period_component',
      label: 'x',
      show_condition: { depends: 'unit', equals: { target: 'unit', value: 'a' } },
    },
    { key: 'hidden_one', type: 'checkbox_component', label: 'x', no_request: true },
    { key: 'ignored', type: 'checkbox_component', label: 'x', ignore: true },
    { key: 'age', type: 'range_slider', label: 'x' },
  ];

  it('sends visible values only, periods as from and to, lists as lists, and isCustom=1 when set', () => {
    const values = { unit: 'a', branch: [1, 2], from: '2026-01-01', to: null, hidden_one: 1, ignored: 1, age: [10, 20] };
    // a period with an end missing goes out as nothing (FORM-06)
    expect(toFilterQuery(template(items), values)).toEqual({ unit: 'a', branch: [1, 2], age: [10, 20] });
    expect(toFilterQuery(template(items), { ...values, to: '2026-03-01' })).toMatchObject({ from: '2026-01-01', to: '2026-03-01' });
    expect(toFilterQuery(template(items), { ...values, unit: null })).toEqual({ age: [10, 20] });
    expect(toFilterQuery(template(items), {}, true)).toEqual({ isCustom: 1 });
    expect(activeFilterCount(template(items), values)).toBe(5);
  });

  it('FORM-06 sends a date range sorted, and nothing while either end is missing', () => {
    const shown = { unit: 'a' };
    expect(toFilterQuery(template(items), { ...shown, from: '2026-03-01', to: '2026-01-01' })).toEqual({
      unit: 'a',
      from: '2026-01-01',
      to: '2026-03-01',
    });
    expect(toFilterQuery(template(items), { ...shown, from: null, to: '2026-01-01' })).toEqual({ unit: 'a' });
  });

  it('shows a control only while the control it depends on matches (FILTER-18)', () => {
    expect(isShown(items[1]!, { unit: 'a' })).toBe(true);
    expect(isShown(items[1]!, { unit: 'b' })).toBe(false);
    expect(
      isShown(
        { key: 'x', type: 'checkbox_component', label: 'x', show_condition: { depends: 'flag', equals: { target: 'flag', value: 1 } } },
        { flag: '1' },
      ),
    ).toBe(true);
  });

  it('clears the dependents of a changed control and drops the dates of a hidden period', () => {
    expect(settleValues(template(items), { unit: 'b', branch: [1], from: '2026-01-01', to: '2026-02-01' }, ['unit'])).toEqual({
      unit: 'b',
      branch: null,
      from: null,
      to: null,
    });
    expect(settleValues(template(items), { unit: 'a', branch: [1], from: '2026-01-01', to: null }, ['branch'])).toEqual({
      unit: 'a',
      branch: [1],
      from: '2026-01-01',
      to: null,
    });
  });

  it('skips apply of a required filter until a filter or search text is set (FILTER-09)', () => {
    const required = template(items, { required: true });
    expect(canApply(required, {}, '  ')).toBe(false);
    expect(canApply(required, { isCustom: 1 }, '')).toBe(false);
    expect(canApply(required, {}, 'Jan')).toBe(true);
    expect(canApply(required, { branch: [1] }, '')).toBe(true);
    expect(canApply(template(items), {}, '')).toBe(true);
  });
});

describe('chips (FILTER-02)', () => {
  const chips = (group: string, n: number): FilterChip[] =>
    Array.from({ length: n }, (_, i) => ({ id: `${group}${i}`, group, text: `${group}${i}` }));

  it('shows 12 and puts the rest behind +N', () => {
    const { visible, hidden } = splitChips(chips('a', 15));
    expect(DEFAULT_CHIP_LIMIT).toBe(12);
    expect(visible).toHaveLength(12);
    expect(hidden.map((c) => c.id)).toEqual(['a12', 'a13', 'a14']);
    expect(splitChips(chips('a', 12)).hidden).toEqual([]);
  });

  it('gives every group of the grouped view an equal share of at least 2', () => {
    const many = [
      ...chips('a', 5),
      ...chips('b', 1),
      ...chips('c', 4),
      ...chips('d', 3),
      ...chips('e', 3),
      ...chips('f', 3),
      ...chips('g', 3),
      ...chips('h', 3),
    ];
    const { visible, hidden } = splitChips(many, true);
    // 8 groups: 12 / 8 rounds down to 1, so each group shows 2
    expect(visible.filter((c) => c.group === 'a')).toHaveLength(2);
    expect(visible.filter((c) => c.group === 'b')).toHaveLength(1);
    expect(visible).toHaveLength(15);
    expect(hidden).toHaveLength(many.length - 15);
    // 2 groups: 6 each
    expect(splitChips([...chips('a', 8), ...chips('b', 8)], true).visible).toHaveLength(12);
  });
});

describe('option trees', () => {
  const branches = [
    { id: 1, name: 'Stichting Demo', parent_id: null },
    { id: 2, name: 'De Regenboog', parent_id: 1 },
    { id: 3, name: 'Regenboog dependance', parent_id: 2 },
    { id: 4, name: 'Het Kompas', parent_id: 1 },
    { id: 5, name: '50% school', parent_id: null },
  ];

  it('all-select: adding a parent adds its children, removing it drops them (FILTER-21)', () => {
    expect(toggleWithChildren([], branches[1]!, branches)).toEqual([2, 3]);
    expect(toggleWithChildren([4], branches[0]!, branches)).toEqual([4, 1, 2, 3]);
    expect(toggleWithChildren([1, 2, 3, 4, 5], branches[1]!, branches)).toEqual([1, 4, 5]);
  });

  it('branch search: literal, case-insensitive, every match with its ancestors (FILTER-23)', () => {
    expect(searchWithAncestors(branches, 'DEPENDANCE').map((b) => b.id)).toEqual([1, 2, 3]);
    expect(searchWithAncestors(branches, 'kompas').map((b) => b.id)).toEqual([1, 4]);
    expect(searchWithAncestors(branches, '50%').map((b) => b.id)).toEqual([5]);
    expect(searchWithAncestors(branches, '.*')).toEqual([]);
    expect(searchWithAncestors(branches, '  ')).toHaveLength(5);
  });
});

describe('periods', () => {
  it('presets set from and to; the preset is inferred from dates, then default, else custom (FILTER-19, FILTER-20)', () => {
    expect(DEFAULT_PRESETS.map((p) => p.label.split('.').pop())).toEqual([
      'last_month',
      'last_quarter',
      'last_half_year',
      'last_year',
      'last_two_years',
      'this_school_year',
      'last_school_year',
    ]);
    const thisSchoolYear = presetRange(DEFAULT_PRESETS[5]!, now);
    expect(thisSchoolYear).toEqual({ from: '2026-08-01', to: '2027-07-31' });
    expect(presetRange(DEFAULT_PRESETS[6]!, now)).toEqual({ from: '2025-08-01', to: '2026-07-31' });
    const item: FilterItem = { key: 'p', type: 'date_period_presets_component', label: 'x', default_value: 'filter_bar.presets.last_year' };
    expect(inferPreset(item, '2026-08-01', '2027-07-31', now)).toBe('filter_bar.presets.this_school_year');
    expect(inferPreset(item, null, null, now)).toBe('filter_bar.presets.last_year');
    expect(inferPreset({ ...item, default_value: undefined }, '2026-01-05', '2026-02-01', now)).toBe('custom');
    expect(inferPreset({ ...item, default_value: undefined }, '2026-01-05', null, now)).toBeNull();
  });

  it('lists the weeks and months of the current period and picks today or the period (FILTER-15)', () => {
    const period = { start_date: '2026-08-01', end_date: '2026-09-15' };
    const weeks = slicesOf('week', period);
    expect(weeks[0]).toEqual({ from: '2026-07-27', to: '2026-08-02', number: 31 });
    expect(weeks).toHaveLength(8);
    expect(slicesOf('month', period).map((m) => [m.from, m.to])).toEqual([
      ['2026-08-01', '2026-08-31'],
      ['2026-09-01', '2026-09-30'],
    ]);
    const item: FilterItem = { key: 'unit', type: 'time_unit_component', label: 'x' };
    expect(timeUnitRange(item, 'period', period)).toEqual({ from: '2026-08-01', to: '2026-09-15' });
    expect(timeUnitRange(item, 'period', null)).toEqual({ from: null, to: null });
  });

  it('week select runs from iterate_from to iterate_to, else 1 to 4 (FILTER-26)', () => {
    expect(weekChoices()).toEqual([1, 2, 3, 4]);
    expect(weekChoices(2, 6)).toEqual([2, 3, 4, 5, 6]);
  });

  it('slider: a typed value is capped at the maximum and 0; colours by fifths (FILTER-25)', () => {
    expect(capSliderValue(140, 100)).toBe(100);
    expect(capSliderValue(-5, 100)).toBe(0);
    expect(capSliderValue(Number.NaN, 100)).toBe(0);
    expect([0, 20, 40, 60, 80, 100].map((v) => sliderColour(v, 100))).toEqual([
      '#1976d2',
      '#009688',
      '#2e7d32',
      '#ed6c02',
      '#d32f2f',
      '#d32f2f',
    ]);
  });
});

describe('filter menu size (FILTER-24)', () => {
  it('is at most 500 high and ends 13 px above the bottom of the window', () => {
    expect(filterMenuHeight(100, 1000)).toBe(500);
    expect(filterMenuHeight(400, 800)).toBe(387);
    expect(filterMenuHeight(900, 800)).toBe(0);
  });
});
