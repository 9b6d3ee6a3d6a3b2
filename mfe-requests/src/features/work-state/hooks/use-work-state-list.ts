import { useCallback, useMemo, useState } from 'react';
import {
  buildListQuery,
  DEFAULT_LIST_SETTINGS,
  nextSort,
  readListSettings,
  writeListSettings,
  type ListSettings,
} from '@app/ui/entity-list';
import type { AppliedFilter } from '@app/ui/filter-bar';
import { usePayrollPolling } from './use-payroll-polling';
import type { WorkStatePage } from '../api/work-state-api';
import { useWorkStatePage } from '../api/work-state-queries';

/** The list's remembered sort and page size (SORT_work-state). */
export const WORK_STATE_LIST_KEY = 'work-state';

const linesOf = (page: WorkStatePage) => page.lines;

/**
 * The work-state page's data: the page of lines for the applied filter, sort and page size, the
 * totals over the whole filter, and the polling while lines are on their way to payroll (WS-09).
 */
export function useWorkStateList() {
  const [settings, setSettings] = useState<ListSettings>(() => readListSettings(WORK_STATE_LIST_KEY));
  const [page, setPage] = useState(0);
  // null until the filter bar applied its defaults: the list waits for them (FILTER-08)
  const [applied, setApplied] = useState<AppliedFilter | null>(null);
  const query = useMemo(
    () => buildListQuery({ page, itemsPerPage: settings.itemsPerPage, sort: settings.sort, search: '', filters: applied?.filters ?? {} }),
    [page, settings, applied],
  );
  const polling = usePayrollPolling(linesOf);
  const list = useWorkStatePage(query, applied !== null, polling.refetchInterval);

  const updateSettings = useCallback((next: ListSettings) => {
    setSettings(next);
    writeListSettings(WORK_STATE_LIST_KEY, next);
    setPage(0);
  }, []);
  const sortBy = useCallback(
    (column: string) => updateSettings({ ...settings, sort: nextSort(settings.sort, column) }),
    [settings, updateSettings],
  );
  const onFilter = useCallback((next: AppliedFilter) => {
    setApplied(next);
    setPage(0);
  }, []);
  // the bar cleared SORT_ with FILTER_ (FILTER-12): the table forgets its sort and page size too
  const onFilterReset = useCallback(() => setSettings(DEFAULT_LIST_SETTINGS), []);

  return { list, settings, page, setPage, updateSettings, sortBy, onFilter, onFilterReset, restartPolling: polling.restart, query };
}
