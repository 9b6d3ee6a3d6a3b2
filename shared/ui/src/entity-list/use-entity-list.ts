import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListTemplate } from '@app/contracts';
import { api, apiErrorText } from '@app/platform/api';
import { toast } from '@app/ui/dialog-store';
import type { AppliedFilter } from '../filter-bar/filter-types';
import { isBlockShown } from '../list-header/block-visibility';
import { useDebouncedValue } from '../template-form/use-debounced-value';
import { buildExportQuery, buildListQuery } from './build-list-query';
import { csvTitlesOf, downloadCsv } from './download-csv';
import { readListColumns, toggleColumn, visibleColumns, writeListColumns } from './list-columns';
import { DEFAULT_LIST_SETTINGS, readListSettings, writeListSettings, type ListSettings } from './list-settings';
import type { ListMeta, ListRow } from './list-row';
import { listChannels, listConditionHolds, shownColumns, withTemplateQuery } from './template-keys';
import { useListChannel } from './use-list-channel';
import { useListTemplate } from './use-list-template';

/** Whether the header shows the filter bar, whose first apply the list then waits for. */
const showsFilter = (tpl: ListTemplate) =>
  tpl.header.elements.some((e) => e.component === 'FilterBlock' && isBlockShown(e, tpl.header.branch_type_level ?? 0));

/** The page size that asks for every row (LIST-09, one of ITEMS_PER_PAGE). */
const ALL_ROWS = -1;

/** A list asks the server this long after the last change of its query (LIST-10). */
export const LIST_FETCH_DEBOUNCE_MS = 100;

/** The query key prefix of a list: whatever is cached under it (the table, a tree view) refetches after a change. */
export const entityListKey = (listKey: string) => ['entity-list', listKey] as const;

export interface UseEntityListOptions {
  /** false pauses the table's call (while another view of the list shows) */
  enabled?: boolean;
  /** where the toasts of a failed export go */
  toastTestId?: string;
}

/**
 * A template-driven list's data and actions: its template, the page of rows for the applied filter,
 * sort and page size (kept per list), reloading on the list's realtime channel, and the export.
 */
export function useEntityList(listKey: string, { enabled = true, toastTestId = 'entity-list-toast' }: UseEntityListOptions = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState<ListSettings>(() => readListSettings(listKey));
  const [page, setPage] = useState(0);
  // null until the filter bar applied its defaults: the list waits for them (FILTER-08)
  const [applied, setApplied] = useState<AppliedFilter | null>(null);
  const search = applied?.search ?? '';
  const template = useListTemplate(listKey);
  const tpl = template.data;
  // the optional columns (additional fields) the user switched on, kept per list (ADR 0106)
  const [switchedOn, setSwitchedOn] = useState<string[]>(() => readListColumns(listKey));
  const columns = useMemo(
    () => shownColumns(visibleColumns(tpl?.elements.columns ?? [], switchedOn), tpl?.elements.hide_actions),
    [tpl, switchedOn],
  );
  // the rows ticked in a checkbox column (LIST-13), by id; a new page or filter starts with none
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const switchColumn = useCallback(
    (code: string) =>
      setSwitchedOn((current) => {
        const next = toggleColumn(current, code);
        writeListColumns(listKey, next);
        return next;
      }),
    [listKey],
  );

  const queryState = useMemo(
    () => ({
      page,
      // a list without a pager shows every row (LIST-09): a page of the stored size would hide the rest
      itemsPerPage: tpl?.disable_pagination ? ALL_ROWS : settings.itemsPerPage,
      sort: settings.sort,
      searchKey: tpl?.filter.filter_search,
      search,
      filters: applied?.filters ?? {},
      /** the list call carries a filter the bar applied: its failure is an apply failure (FILTER-10) */
      filtered: !!applied,
    }),
    [page, settings, tpl, search, applied],
  );
  // a burst of changes (typing, a page size and a sort at once) asks once, 100 ms after the last (LIST-10)
  const latest = useMemo(() => withTemplateQuery(buildListQuery(queryState), tpl?.query), [queryState, tpl]);
  // list_condition (LIST-12): no rows are asked until the filter holds what the template needs
  const conditionHolds = !tpl || listConditionHolds(tpl.list_condition, tpl.filter_id, applied?.filters ?? {});
  const query = useDebouncedValue(latest, LIST_FETCH_DEBOUNCE_MS);
  const list = useQuery({
    queryKey: [...entityListKey(listKey), query],
    // a newer filter supersedes the call under way: the signal aborts it (status 0, ignored; FILTER-10)
    queryFn: async ({ signal }) => {
      const answer = await api.get<ListRow[]>(`/${tpl!.url}`, { query, signal });
      return { rows: answer.data ?? [], meta: answer.meta as ListMeta };
    },
    // only a settled query is asked: never the one before the filter's defaults came
    enabled: !!tpl && enabled && conditionHolds && (!!applied || !showsFilter(tpl)) && query === latest,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: entityListKey(listKey) }), [queryClient, listKey]);
  useListChannel(listChannels(tpl), () => void reload());
  const rows = list.data?.rows ?? [];

  const updateSettings = useCallback(
    (next: ListSettings) => {
      setSettings(next);
      writeListSettings(listKey, next);
      setPage(0);
    },
    [listKey],
  );
  const onFilter = useCallback((next: AppliedFilter) => {
    setApplied(next);
    setPage(0);
    setSelected(new Set());
  }, []);
  // the bar cleared SORT_ with FILTER_ (FILTER-12): the table forgets its sort and page size too
  const onFilterReset = useCallback(() => setSettings(DEFAULT_LIST_SETTINGS), []);

  return {
    template,
    tpl,
    list,
    rows,
    /** the template's columns the table shows: the fixed ones and the optional ones switched on */
    columns,
    /** false while the template's list_condition waits for a filter value: no rows are asked */
    conditionHolds,
    selected,
    setSelected,
    /** the optional columns switched on, by column code */
    switchedOn,
    switchColumn,
    total: list.data?.meta.pagination?.total ?? rows.length,
    /** the template offers the edit action: the caller may change the list's records */
    canWrite: !!tpl?.elements.columns.some((c) => c.element === 'list-actions' && c.actions?.includes('edit')),
    settings,
    page,
    setPage,
    search,
    filters: applied?.filters ?? {},
    /** the list call carries a filter the bar applied: its failure is an apply failure (FILTER-10) */
    filtered: !!applied,
    reload,
    updateSettings,
    onFilter,
    onFilterReset,
    async exportCsv() {
      if (!tpl) return;
      try {
        // the columns the table shows, in its order, under the headers the user reads (ADR 0105)
        await downloadCsv(tpl.url, withTemplateQuery(buildExportQuery(queryState, tpl.key), tpl.query), tpl.key, csvTitlesOf(columns, t));
      } catch (error) {
        toast(apiErrorText(error, t('entity_list.export_failed')), { severity: 'error', testId: toastTestId });
      }
    },
  };
}

export type EntityListState = ReturnType<typeof useEntityList>;
