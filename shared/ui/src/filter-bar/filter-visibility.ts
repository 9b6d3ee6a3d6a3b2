import type { FilterItem, FilterTemplate } from '@app/contracts';
import { asList, type FilterValues } from './filter-types';
import { periodKeys, RANGE_TYPES } from './period-keys';

const same = (a: unknown, b: unknown) => String(a === true ? 1 : a === false ? 0 : a) === String(b === true ? 1 : b === false ? 0 : b);

/** show_condition (FILTER-18): shown only while the control it depends on holds the value. */
export function isShown(item: FilterItem, values: FilterValues): boolean {
  const condition = item.show_condition;
  if (!condition) return true;
  const current = values[condition.depends ?? condition.equals.target];
  return asList(current ?? null).some((v) => same(v, condition.equals.value));
}

/** The keys a control writes: its own, or its from and to. */
export function keysOf(item: FilterItem): string[] {
  if (RANGE_TYPES.has(item.type)) {
    const { from, to } = periodKeys(item);
    return item.type === 'date_period_component' ? [from, to] : [item.key, from, to];
  }
  if (item.type === 'range_slider' && item.elements) return [item.elements.from.key, item.elements.to.key];
  return [item.key];
}

const cleared = (item: FilterItem): FilterValues => Object.fromEntries(keysOf(item).map((k) => [k, null]));

/**
 * After a change: the dependents of every changed control are cleared (their options depend on it),
 * and a hidden period control drops its from and to (FILTER-18).
 */
export function settleValues(template: FilterTemplate, values: FilterValues, changedKeys: string[]): FilterValues {
  let next = { ...values };
  for (const item of template.filter_params) {
    if (!changedKeys.includes(item.key)) continue;
    for (const dependent of item.dependents ?? []) {
      const dep = template.filter_params.find((d) => d.key === dependent);
      if (dep && !changedKeys.includes(dep.key)) next = { ...next, ...cleared(dep) };
    }
  }
  for (const item of template.filter_params) {
    if (RANGE_TYPES.has(item.type) && !isShown(item, next)) next = { ...next, ...cleared(item) };
  }
  return next;
}
