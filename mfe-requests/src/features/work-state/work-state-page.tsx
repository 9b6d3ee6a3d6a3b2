import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listSettingsKey, ListPagination } from '@app/ui/entity-list';
import { FilterBar } from '@app/ui/filter-bar';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { popupStateOf, useUrlPopup } from '@app/ui/popup';
import { QueryProblem, QueryState } from '@app/ui/query-state';
import { LineDialog, lineTabOf } from './components/line-dialog';
import { useWorkStateSettings } from './api/work-state-settings';
import { WorkStateLines } from './components/work-state-lines';
import { workStateKeys } from './api/work-state-api';
import { TotalsRow } from './components/totals-row';
import { WORK_STATE_FILTER } from './work-state-filter';
import { useWorkStateList, WORK_STATE_LIST_KEY } from './hooks/use-work-state-list';

/**
 * `/work-state/{id?}/{tab?}` (WS-01): the work-state lines of the filter (period, branch, substitute,
 * step) with sorting, pages, the totals row and the bulk actions; a line's id opens its dialog on the
 * tab the URL names (details, history).
 */
export function WorkStatePage({ route, params }: PageProps) {
  const { remote, version } = useModuleInfo();
  const queryClient = useQueryClient();
  const settings = useWorkStateSettings();
  const state = useWorkStateList();
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: workStateKeys.all }), [queryClient]);
  const { shown, unsaved, close, openTab, leave } = useUrlPopup('work-state', popupStateOf(params), reload);

  return (
    <PageFrame remote={remote} version={version} title={route.title}>
      <FilterBar
        template={WORK_STATE_FILTER}
        onApply={state.onFilter}
        onReset={state.onFilterReset}
        sortCacheKey={listSettingsKey(WORK_STATE_LIST_KEY)}
        testId="work-state-filter"
      />
      {settings.data ? (
        <QueryState
          query={state.list}
          failed="work_state.load_failed"
          empty="work_state.no_data_available"
          isEmpty={(data) => data.lines.length === 0}
          testId="work-state-list"
        >
          {(data) => (
            <>
              <WorkStateLines
                lines={data.lines}
                settings={settings.data}
                sort={state.settings.sort}
                onSort={state.sortBy}
                onOpen={(line) => void leave({ kind: 'preview', id: line.id, tab: 'details' })}
                onBulkDone={state.restartPolling}
                selectionScope={JSON.stringify(state.query)}
                footer={(columns, selectable) =>
                  data.totals ? <TotalsRow columns={columns} selectable={selectable} totals={data.totals} /> : null
                }
                testId="work-state"
              />
              <ListPagination
                total={data.total}
                page={state.page}
                settings={state.settings}
                onPage={state.setPage}
                onSettings={state.updateSettings}
                testId="work-state-pagination"
              />
            </>
          )}
        </QueryState>
      ) : (
        <QueryProblem query={settings} failed="work_state.settings_failed" testId="work-state-settings" />
      )}
      {shown.kind === 'preview' && settings.data ? (
        <LineDialog
          key={shown.id}
          id={shown.id}
          tab={lineTabOf(shown.tab)}
          settings={settings.data}
          unsaved={unsaved}
          onTab={(tab) => openTab(shown.id, tab)}
          onClose={close}
        />
      ) : null}
    </PageFrame>
  );
}
