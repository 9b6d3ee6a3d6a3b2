import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchInputOptions } from './input-options';
import { useDebouncedValue } from './use-debounced-value';

/** A select asks the inputs endpoint again this long after the last key stroke in its search box. */
export const OPTIONS_SEARCH_DEBOUNCE_MS = 300;

/**
 * The options of a select field: `GET /api/inputs?inputs[<get_key>][search]=<term>`, plus
 * `[option]=<parent value>` for a dependent select (spec 001 section 7, the inputs endpoint).
 */
export function useFieldOptions(getKey: string | undefined, search: string, parentValue?: string) {
  const term = useDebouncedValue(search.trim(), OPTIONS_SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['inputs', getKey, term, parentValue ?? null],
    queryFn: () => fetchInputOptions(getKey as string, term, parentValue),
    enabled: !!getKey,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
