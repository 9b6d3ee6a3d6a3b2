import { createContext, useContext } from 'react';
import type { CurrentPeriod, FilterOption, OptionsLoader } from './filter-types';

/** What the controls share beyond their values: where options come from, the period, the custom flag. */
export interface FilterBarContextValue {
  loadOptions: OptionsLoader;
  period: CurrentPeriod | null;
  /** a control's options arrived: settles a default waiting for them and keeps their names for the chips */
  optionsLoaded(key: string, options: FilterOption[]): void;
  /** the time unit was chosen by hand (FILTER-16) */
  markCustom(): void;
}

export const FilterBarContext = createContext<FilterBarContextValue | null>(null);

export function useFilterBarContext(): FilterBarContextValue {
  const value = useContext(FilterBarContext);
  if (!value) throw new Error('filter controls render inside a FilterBar');
  return value;
}
