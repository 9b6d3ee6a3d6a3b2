import type { FilterItem, FilterTemplate } from '@app/contracts';
import { dayjs, DateFormat } from '@app/platform/dates';
import type { FilterChip } from './filter-chips';
import { itemLabel } from './controls/control-label';
import { asList, isEmptyValue, type FilterValues } from './filter-types';
import { OPTION_TYPES } from './filter-defaults';
import { isShown, keysOf } from './filter-visibility';
import { periodKeys, RANGE_TYPES } from './period-keys';

/** A chip and what removing it changes. */
export interface RemovableChip extends FilterChip {
  remove: FilterValues;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const day = (v: unknown) => (typeof v === 'string' ? dayjs(v, DateFormat.api).format(DateFormat.display) : '');

function chipsOfItem(item: FilterItem, values: FilterValues, names: Record<string, string>, t: Translate): RemovableChip[] {
  const label = itemLabel(t, item);
  const group = item.group_label ? t(item.group_label) : label;
  const chip = (suffix: string, text: string, remove: FilterValues): RemovableChip => ({
    id: `${item.key}:${suffix}`,
    group,
    text,
    remove,
  });
  const clear = Object.fromEntries(keysOf(item).map((k) => [k, null]));

  if (item.type === 'time_unit_component') return []; // a mode, always set: nothing to remove
  if (RANGE_TYPES.has(item.type)) {
    const { from, to } = periodKeys(item);
    if (isEmptyValue(values[from]) && isEmptyValue(values[to])) return [];
    return [chip('range', `${label}: ${day(values[from])} – ${day(values[to])}`, clear)];
  }
  if (item.type === 'range_slider') {
    const pair = item.elements ? [values[item.elements.from.key], values[item.elements.to.key]] : asList(values[item.key] ?? null);
    return pair.every((v) => isEmptyValue(v as never))
      ? []
      : [chip('range', `${label}: ${String(pair[0] ?? '')} – ${String(pair[1] ?? '')}`, clear)];
  }
  const value = values[item.key];
  if (isEmptyValue(value)) return [];
  if (item.type === 'checkbox_component') return [chip('on', label, clear)];
  if (item.type === 'date_picker') return [chip('date', `${label}: ${day(value)}`, clear)];
  if (OPTION_TYPES.has(item.type)) {
    const ids = asList(value);
    return ids.map((id) => {
      const name = names[String(id)] ?? String(id);
      const rest = ids.filter((other) => String(other) !== String(id));
      return chip(String(id), `${label}: ${t(name, { defaultValue: name })}`, { [item.key]: Array.isArray(value) ? rest : null });
    });
  }
  return [chip('value', `${label}: ${String(value)}`, clear)];
}

/** The chips of every visible active filter, in template order; multiple choices give a chip each. */
export function chipsOf(
  template: FilterTemplate,
  values: FilterValues,
  optionNames: Record<string, Record<string, string>>,
  t: Translate,
): RemovableChip[] {
  return template.filter_params
    .filter((item) => !item.ignore && isShown(item, values))
    .flatMap((item) => chipsOfItem(item, values, optionNames[item.key] ?? {}, t));
}
