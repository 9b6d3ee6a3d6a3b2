import type { FilterItem, FilterTemplate } from '@app/contracts';
import { dayjs } from '@app/platform/dates';
import { dateDefault } from './date-defaults';
import { asList, isEmptyValue, type CurrentPeriod, type FilterOption, type FilterValue, type FilterValues } from './filter-types';
import { descendantIds, groupNameOf } from './option-tree';
import { periodKeys } from './period-keys';
import { inferPreset, presetRange, presetsOf } from './period-presets';
import { currentSlice, isTimeUnit, slicesOf } from './time-units';

type Day = ReturnType<typeof dayjs>;

/** Controls whose values are option ids: their defaults may need the fetched list. */
export const OPTION_TYPES = new Set<FilterItem['type']>([
  'select_component',
  'all_select_component',
  'grope_select_component',
  'grouped_select_component',
  'branch_select_component',
  'label_select_component',
]);

const hasDefault = (item: FilterItem) => !isEmptyValue((item.default_value ?? null) as FilterValue);

/**
 * Defaults that can only be known from the fetched options (FILTER-08): a select default looked up
 * by its query value, grope and grouped defaults, an all-select parent that brings its children.
 */
export const needsOptions = (item: FilterItem) =>
  OPTION_TYPES.has(item.type) &&
  hasDefault(item) &&
  (!!item.query_value || ['grope_select_component', 'grouped_select_component', 'all_select_component'].includes(item.type));

/** Multiple controls wrap the value in a list. */
const wrap = (item: FilterItem, value: FilterValue): FilterValue =>
  item.multiple ? asList(value) : Array.isArray(value) ? (value[0] ?? null) : value;

function itemDefaults(item: FilterItem, now: Day): FilterValues {
  switch (item.type) {
    case 'date_picker':
      return { [item.key]: dateDefault(item, now) };
    case 'date_period_component': {
      const keys = periodKeys(item);
      return {
        [keys.from]: item.elements ? dateDefault(item.elements.from, now) : null,
        [keys.to]: item.elements ? dateDefault(item.elements.to, now) : null,
      };
    }
    case 'date_period_presets_component': {
      const keys = periodKeys(item);
      const preset = presetsOf(item).find((p) => p.label === item.default_value);
      const range = preset
        ? presetRange(preset, now)
        : {
            from: item.elements ? dateDefault(item.elements.from, now) : null,
            to: item.elements ? dateDefault(item.elements.to, now) : null,
          };
      return { [keys.from]: range.from, [keys.to]: range.to, [item.key]: inferPreset(item, range.from, range.to, now) };
    }
    case 'time_unit_component':
      // from and to follow once the current period is known
      return { [item.key]: isTimeUnit(item.default_value) ? item.default_value : 'period' };
    case 'checkbox_component':
      return { [item.key]: item.default_value === 1 || item.default_value === '1' || item.default_value === true ? 1 : null };
    case 'range_slider': {
      const value = Array.isArray(item.default_value) ? (item.default_value as number[]) : null;
      if (!item.elements) return { [item.key]: value };
      return { [item.elements.from.key]: value?.[0] ?? null, [item.elements.to.key]: value?.[1] ?? null };
    }
    case 'slider_select_component':
    case 'week_select':
      return { [item.key]: typeof item.default_value === 'number' ? item.default_value : null };
    default:
      return { [item.key]: needsOptions(item) || !hasDefault(item) ? null : wrap(item, item.default_value as FilterValue) };
  }
}

/** The template's defaults (used when the FILTER_ cache holds nothing). */
export function templateDefaults(template: FilterTemplate, now: Day = dayjs()): FilterValues {
  return Object.assign({}, ...template.filter_params.map((item) => itemDefaults(item, now))) as FilterValues;
}

/** Keys whose default waits for something fetched: options, or the current period of a time unit. */
export function pendingDefaults(template: FilterTemplate, fromCache: boolean): string[] {
  return template.filter_params
    .filter((item) => item.type === 'time_unit_component' || (!fromCache && needsOptions(item)))
    .map((item) => item.key);
}

const optionValue = (item: FilterItem, option: FilterOption) =>
  (option as unknown as Record<string, string | number>)[item.value_key ?? 'id'] ?? option.id;

/** A default resolved against the fetched options of its control. */
export function optionDefault(item: FilterItem, options: FilterOption[]): FilterValue {
  const wanted = asList((item.default_value ?? null) as FilterValue).map(String);
  if (item.type === 'grope_select_component' && wanted[0] === 'all') return options.map((o) => optionValue(item, o));
  let picked: FilterOption[];
  if (item.type === 'grouped_select_component') picked = options.filter((o) => wanted.includes(groupNameOf(o)));
  else {
    const lookup = item.query_value ?? item.value_key ?? 'id';
    picked = options.filter((o) => wanted.includes(String((o as unknown as Record<string, unknown>)[lookup])));
  }
  if (item.type === 'all_select_component') {
    const ids = picked.flatMap((o) => [o.id, ...descendantIds(options, o.id)]);
    picked = options.filter((o) => ids.some((id) => String(id) === String(o.id)));
  }
  const values = picked.map((o) => optionValue(item, o));
  return item.multiple || item.type === 'grouped_select_component' || item.type === 'grope_select_component' ? values : (values[0] ?? null);
}

/** The time unit's from and to in the current period: the period itself, or today's week or month. */
export function timeUnitRange(item: FilterItem, unit: unknown, period: CurrentPeriod | null): FilterValues {
  const keys = periodKeys(item);
  if (!period) return { [keys.from]: null, [keys.to]: null };
  if (unit === 'week' || unit === 'month') {
    const slice = currentSlice(slicesOf(unit, period));
    return { [keys.from]: slice?.from ?? null, [keys.to]: slice?.to ?? null };
  }
  return { [keys.from]: period.start_date, [keys.to]: period.end_date };
}
