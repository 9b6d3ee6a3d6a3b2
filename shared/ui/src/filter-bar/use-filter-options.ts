import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterItem } from '@app/contracts';
import { optionText } from './controls/control-label';
import { useFilterBarContext } from './filter-bar-context';
import { asList, type FilterOption, type FilterValues } from './filter-types';

/** How long a select's search text must rest before its options are fetched again. */
export const OPTION_SEARCH_DEBOUNCE_MS = 300;

const inline = (item: FilterItem): FilterOption[] | null => item.options ?? item.items ?? null;

/**
 * The options of a control: inline from the template, or fetched by get_key with the (debounced)
 * search text and the value of its parent control, so changing the parent refetches them.
 */
export function useFilterOptions(item: FilterItem, values: FilterValues, search = ''): { options: FilterOption[]; loading: boolean } {
  const { t } = useTranslation();
  const { loadOptions, optionsLoaded } = useFilterBarContext();
  const fixed = inline(item);
  const parentValue = item.parent_select_key ? asList(values[item.parent_select_key] ?? null).join(',') : '';
  const [options, setOptions] = useState<FilterOption[]>(fixed ?? []);
  const [loading, setLoading] = useState(!fixed && !!item.get_key);

  useEffect(() => {
    if (fixed) optionsLoaded(item.key, fixed);
  }, [fixed, item.key, optionsLoaded]);

  useEffect(() => {
    if (fixed || !item.get_key) return;
    let live = true;
    const timer = setTimeout(
      () => {
        setLoading(true);
        loadOptions(item.get_key!, { search: search.trim(), option: parentValue || undefined })
          .then((found) => {
            if (!live) return;
            setOptions(found);
            optionsLoaded(item.key, found);
          })
          .catch(() => {
            if (!live) return;
            setOptions([]);
            // the bar waits for this default before its first apply: without options it has none, and
            // the list must not wait for it forever (no rows, no filter applying)
            optionsLoaded(item.key, []);
          })
          .finally(() => live && setLoading(false));
      },
      search ? OPTION_SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [fixed, item.get_key, item.key, search, parentValue, loadOptions, optionsLoaded]);

  // Options named by an i18n key (inline ones, and the service's fixed lists, which it answers whole)
  // are narrowed here by the text the reader sees; plain names are as the service searched them
  // (a branch search keeps the ancestors of its matches, for one).
  const needle = search.trim().toLowerCase();
  const visible = (o: FilterOption) => {
    const text = optionText(t, o.name);
    return (!fixed && text === o.name) || text.toLowerCase().includes(needle);
  };
  const list = fixed ?? options;
  return { options: needle ? list.filter(visible) : list, loading };
}
