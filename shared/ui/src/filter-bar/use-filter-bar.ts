import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FilterTemplate } from '@app/contracts';
import { clearListCaches, readCustomFlag, readFilterCache, writeCustomFlag, writeFilterCache } from './filter-cache';
import { optionDefault, pendingDefaults, templateDefaults, timeUnitRange } from './filter-defaults';
import { canApply, toFilterQuery } from './filter-query';
import type { AppliedFilter, CurrentPeriod, CurrentPeriodLoader, FilterOption, FilterValues } from './filter-types';
import { keysOf, settleValues } from './filter-visibility';
import { periodKeys } from './period-keys';

/** The search applies this long after the last key stroke when the pool setting automatic_search is on. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface UseFilterBarOptions {
  template: FilterTemplate;
  onApply(applied: AppliedFilter): void;
  /** pool setting automatic_search: the search applies after a debounce, not only on Enter */
  automaticSearch: boolean;
  /** the list's sort cache (SORT_<list>), cleared together with the filter on reset */
  sortCacheKey?: string;
  onReset?(): void;
  loadCurrentPeriod: CurrentPeriodLoader;
  /** false: changes wait for the Apply button (FILTER-01) */
  autoApply: boolean;
}

function initialState(template: FilterTemplate) {
  const cached = template.cache === false ? null : readFilterCache(template.id);
  const values = { ...templateDefaults(template), ...(cached?.values ?? {}) };
  const pending = pendingDefaults(template, !!cached).filter((key) => {
    const item = template.filter_params.find((i) => i.key === key)!;
    // a cached time unit already has its dates; the period is still fetched for its week and month lists
    return item.type !== 'time_unit_component' || !values[periodKeys(item).from];
  });
  return { values, search: cached?.search ?? '', pending };
}

/**
 * The state of a filter bar (spec 001 section 4 'Filter behaviour'): defaults from the FILTER_ cache,
 * else the template, applied once when every default is known; then apply on change; the search
 * trimmed and debounced; reset clearing FILTER_ and SORT_.
 */
export function useFilterBar({
  template,
  onApply,
  automaticSearch,
  sortCacheKey,
  onReset,
  loadCurrentPeriod,
  autoApply,
}: UseFilterBarOptions) {
  const [initial] = useState(() => initialState(template));
  const [values, setValuesState] = useState<FilterValues>(initial.values);
  const [search, setSearchState] = useState(initial.search);
  const [blocked, setBlocked] = useState(false);
  const [period, setPeriod] = useState<CurrentPeriod | null>(null);
  const [optionNames, setOptionNames] = useState<Record<string, Record<string, string>>>({});
  // refs: the callbacks below read the latest state without re-creating themselves on every key stroke
  const valuesRef = useRef(initial.values);
  const searchRef = useRef(initial.search);
  const pending = useRef(new Set(initial.pending));
  const custom = useRef(readCustomFlag(template.id));
  const appliedSearch = useRef<string | null>(null);
  const started = useRef(false);
  const onApplyRef = useRef(onApply);
  useLayoutEffect(() => {
    onApplyRef.current = onApply;
  }, [onApply]);

  const apply = useCallback(
    (next: FilterValues, text: string, remember = true) => {
      const trimmed = text.trim();
      const filters = toFilterQuery(template, next, custom.current);
      appliedSearch.current = trimmed;
      if (!canApply(template, filters, trimmed)) {
        setBlocked(true);
        return;
      }
      setBlocked(false);
      if (remember && template.cache !== false) writeFilterCache(template.id, { values: next, search: trimmed });
      onApplyRef.current({ filters, search: trimmed });
    },
    [template],
  );

  const setValues = useCallback((next: FilterValues) => {
    valuesRef.current = next;
    setValuesState(next);
  }, []);

  const setSearch = useCallback((text: string) => {
    searchRef.current = text;
    setSearchState(text);
  }, []);

  /**
   * The default filters apply once, when no default waits for anything any more (FILTER-08). They are
   * not written to the cache: it holds what the user chose, and the defaults come again next time.
   */
  const startWhenSettled = useCallback(() => {
    if (started.current || pending.current.size) return;
    started.current = true;
    apply(valuesRef.current, searchRef.current, false);
  }, [apply]);

  useEffect(() => startWhenSettled(), [startWhenSettled]);

  const timeUnit = template.filter_params.find((i) => i.type === 'time_unit_component');
  useEffect(() => {
    if (!timeUnit) return;
    let live = true;
    void loadCurrentPeriod().then((found) => {
      if (!live) return;
      setPeriod(found);
      if (pending.current.delete(timeUnit.key))
        setValues({ ...valuesRef.current, ...timeUnitRange(timeUnit, valuesRef.current[timeUnit.key], found) });
      startWhenSettled();
    });
    return () => {
      live = false;
    };
  }, [timeUnit, loadCurrentPeriod, setValues, startWhenSettled]);

  const optionsLoaded = useCallback(
    (key: string, options: FilterOption[]) => {
      setOptionNames((names) => ({
        ...names,
        [key]: { ...names[key], ...Object.fromEntries(options.map((o) => [String(o.id), o.name])) },
      }));
      if (!pending.current.delete(key)) return;
      const item = template.filter_params.find((i) => i.key === key)!;
      setValues({ ...valuesRef.current, [key]: optionDefault(item, options) });
      startWhenSettled();
    },
    [template, setValues, startWhenSettled],
  );

  const change = useCallback(
    (patch: FilterValues) => {
      const keys = Object.keys(patch);
      // a control the user changed no longer waits for its default (FILTER-22: a default applies once)
      keys.forEach((k) => pending.current.delete(k));
      const next = settleValues(template, { ...valuesRef.current, ...patch }, keys);
      setValues(next);
      if (!started.current) startWhenSettled();
      else if (autoApply) apply(next, searchRef.current);
    },
    [template, apply, setValues, startWhenSettled, autoApply],
  );

  const markCustom = useCallback(() => {
    custom.current = true;
    writeCustomFlag(template.id, true);
  }, [template.id]);

  /** Enter, or the resting text: applies only a changed text (FILTER-13). */
  const applySearch = useCallback(
    (text: string) => {
      if (started.current && text.trim() !== appliedSearch.current) apply(valuesRef.current, text);
    },
    [apply],
  );

  useEffect(() => {
    if (!automaticSearch) return;
    const timer = setTimeout(() => applySearch(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, automaticSearch, applySearch]);

  const reset = useCallback(() => {
    clearListCaches(template.id, sortCacheKey);
    custom.current = false;
    pending.current.clear();
    const empty: FilterValues = Object.fromEntries(template.filter_params.flatMap((item) => keysOf(item).map((k) => [k, null])));
    const next = timeUnit ? { ...empty, [timeUnit.key]: 'period', ...timeUnitRange(timeUnit, 'period', period) } : empty;
    setValues(next);
    setSearch('');
    onReset?.();
    started.current = true;
    apply(next, '', false);
  }, [template, sortCacheKey, timeUnit, period, onReset, apply, setValues, setSearch]);

  const context = useMemo(() => ({ period, optionsLoaded, markCustom }), [period, optionsLoaded, markCustom]);
  return {
    values,
    change,
    search,
    setSearch,
    applySearch,
    reset,
    blocked,
    optionNames,
    context,
    applyNow: () => apply(valuesRef.current, searchRef.current),
  };
}
