import type { FilterItem, SelectOption } from '@app/contracts';

/** One control's value: a date or id, a list of ids, a number range, or nothing chosen. */
export type FilterValue = string | number | (string | number)[] | null;

/** Every value of a bar, by key (a period control keeps its from and to under their own keys). */
export type FilterValues = Record<string, FilterValue>;

/** What goes out as `filters[<key>]` (lists as `filters[<key>][]`). */
export type FilterQuery = Record<string, string | number | (string | number)[]>;

/** What the bar hands its list on every apply. */
export interface AppliedFilter {
  filters: FilterQuery;
  /** the trimmed search text ('' when none) */
  search: string;
}

/** A fetched option; label groups and parents come with some lookup lists. */
export type FilterOption = SelectOption & { label_group?: string | { id?: number | string; name: string } | null };

/** Loads the options of a lookup list (`GET /api/inputs`), narrowed by a search text and a parent value. */
export type OptionsLoader = (getKey: string, params: { search?: string; option?: string }) => Promise<FilterOption[]>;

/** The current period the time unit control lists its weeks and months in. */
export interface CurrentPeriod {
  start_date: string;
  end_date: string;
}
export type CurrentPeriodLoader = () => Promise<CurrentPeriod | null>;

/** What every control receives. */
export interface FilterControlProps {
  item: FilterItem;
  values: FilterValues;
  /** sets one or more keys and applies (apply on change) */
  change(patch: FilterValues): void;
  testId: string;
}

export const isEmptyValue = (value: FilterValue | undefined): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export const asList = (value: FilterValue | undefined): (string | number)[] =>
  isEmptyValue(value) ? [] : Array.isArray(value) ? value : [value as string | number];
