export { FilterBar, FILTER_MENU_WIDTH, FILTER_MENU_MAX_HEIGHT, type FilterBarProps } from '../filter-bar/filter-bar';
export { FILTER_PREFIX, clearListCaches, filterCacheKey, readFilterCache } from '../filter-bar/filter-cache';
export type { AppliedFilter, FilterQuery, FilterValues, OptionsLoader, CurrentPeriodLoader } from '../filter-bar/filter-types';
