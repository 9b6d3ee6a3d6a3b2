import type { ReportDefinition } from '@app/contracts';
import type { FilterQuery } from '@app/ui/filter-bar';

/**
 * The warning a report shows instead of its data (RPT-MENU-04): its required filter is empty
 * ('select a branch' / 'select a board'); it waits for Apply and the filter was not applied yet
 * ('set filters and press Apply'); or no filter is applied at all. Null: the report may load.
 */
export type ReportWarning = 'no_filters_warning' | 'no_filters_selected_warning' | 'no_filters_applied_warning';

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

export function reportWarning(definition: ReportDefinition, applied: FilterQuery | null): ReportWarning | null {
  if (applied === null)
    return definition.filter.no_submit ? 'no_filters_applied_warning' : definition.requiredFilter ? 'no_filters_warning' : null;
  if (definition.requiredFilter && !isSet(applied[definition.requiredFilter])) return 'no_filters_warning';
  if (definition.filter.filter_params.length && !Object.values(applied).some(isSet)) return 'no_filters_selected_warning';
  return null;
}
