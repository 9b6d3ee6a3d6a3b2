import type { FilterItem, FilterTemplate } from '@app/contracts';
import { isEmptyValue, type FilterQuery, type FilterValues } from './filter-types';
import { isShown } from './filter-visibility';
import { emittedRange, periodKeys, RANGE_TYPES } from './period-keys';

/** Keys a control sends: a period sends from and to, not its preset or unit. */
function sentKeys(item: FilterItem): string[] {
  if (RANGE_TYPES.has(item.type)) return Object.values(periodKeys(item));
  if (item.type === 'range_slider' && item.elements) return [item.elements.from.key, item.elements.to.key];
  return [item.key];
}

/**
 * The `filters[...]` of a list call: visible controls that are neither `ignore` nor `no_request`,
 * with a value (a period only whole and sorted, FORM-06); `isCustom=1` when the time unit was chosen by hand (FILTER-16).
 */
export function toFilterQuery(template: FilterTemplate, values: FilterValues, isCustom = false): FilterQuery {
  const query: FilterQuery = {};
  for (const item of template.filter_params) {
    if (item.ignore || item.no_request || !isShown(item, values)) continue;
    if (RANGE_TYPES.has(item.type)) {
      // the bar keeps a half-typed end on screen, the list call gets the range only once complete
      const keys = periodKeys(item);
      const range = emittedRange(values[keys.from], values[keys.to]);
      if (range) Object.assign(query, { [keys.from]: range.from, [keys.to]: range.to });
      continue;
    }
    for (const key of sentKeys(item)) {
      const value = values[key];
      if (!isEmptyValue(value)) query[key] = value as FilterQuery[string];
    }
  }
  if (isCustom) query.isCustom = 1;
  return query;
}

/** The badge of the Filters button: how many visible, not ignored controls hold a value. */
export function activeFilterCount(template: FilterTemplate, values: FilterValues): number {
  return template.filter_params.filter(
    (item) => !item.ignore && isShown(item, values) && sentKeys(item).some((k) => !isEmptyValue(values[k])),
  ).length;
}

/** Required filters (FILTER-09): nothing applies until a filter or a search text is set. */
export const canApply = (template: FilterTemplate, query: FilterQuery, search: string): boolean =>
  !template.required || search.trim() !== '' || Object.keys(query).some((k) => k !== 'isCustom');
