import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorText } from '@app/platform/api';
import { PageFrame } from '@app/ui/page-frame';
import { FilterBar } from '../filter-bar/filter-bar';
import { ListHeaderBar } from '../list-header/list-header-bar';
import { ColumnPicker } from './column-picker';
import { listSettingsKey } from './list-settings';
import { ListPagination } from './list-pagination';
import type { ListRow } from './list-row';
import { ListTable } from './list-table';
import { shownHeaderElements, toggleSelection } from './template-keys';
import { useEntityList, type EntityListState } from './use-entity-list';

export interface EntityListProps {
  /** the template name of `GET /api/template-page/{listKey}` */
  listKey: string;
  /** i18n key of the page title; the template's `name` when not given */
  title?: string;
  remote: string;
  version: string;
  /** the screen's own controls the header's `FilterComponent` blocks name */
  components?: Record<string, ReactNode>;
  /** where a row opens; `/{listKey}/{id}` when not given */
  rowHref?: (row: ListRow) => string;
  /** the `list-actions` cell of a row */
  renderRowActions?: (row: ListRow, list: EntityListState) => ReactNode;
  /** another view of the list that shows instead of the table (the admin's tree); the table's call pauses meanwhile */
  replaceTable?: ((list: EntityListState) => ReactNode) | null;
  /** prefix of the test ids (`<testId>-row-<id>`, `<testId>-search`...) */
  testId?: string;
}

/** A call given up before its answer (a newer filter superseded it): status 0, nothing to report (FILTER-10). */
export const isAbortedCall = (error: unknown): boolean =>
  (error as Error | null)?.name === 'AbortError' || (error instanceof ApiError && error.status === 0);

/** The alert's text: a failed filter apply is the generic error with code 400, then what the service said (FILTER-10). */
function failureText(list: EntityListState, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (list.template.isError) return apiErrorText(list.template.error, t('entity_list.load_failed'));
  if (!list.filtered) return apiErrorText(list.list.error, t('entity_list.load_failed'));
  const said = apiErrorText(list.list.error, '');
  return [t('entity_list.filter_failed', { code: 400 }), said].filter(Boolean).join(' ');
}

function ListBody({ list, props, testId }: { list: EntityListState; props: EntityListProps; testId: string }) {
  const { t } = useTranslation();
  const { tpl, template, settings } = list;
  const listFailed = list.list.isError && !isAbortedCall(list.list.error);
  if (template.isError || listFailed)
    return (
      <Alert
        severity="error"
        data-testid={`${testId}-error`}
        action={
          <Button
            color="inherit"
            size="small"
            data-testid={`${testId}-retry`}
            onClick={() => void (template.isError ? template.refetch() : list.list.refetch())}
          >
            {t('app.retry')}
          </Button>
        }
      >
        {failureText(list, t)}
      </Alert>
    );
  if (tpl && props.replaceTable) return <>{props.replaceTable(list)}</>;
  // list_condition: the list waits for the filter value it needs, and says so
  if (tpl && !list.conditionHolds)
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid={`${testId}-condition`}>
        {t('entity_list.condition_unmet')}
      </Typography>
    );
  if (!tpl || list.list.isPending)
    return (
      <Box data-testid={`${testId}-loading`}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Box>
    );
  const rowHref = props.rowHref ?? ((row: ListRow) => `/${props.listKey}/${row.id}`);
  return (
    <>
      <ListTable
        columns={list.columns}
        rows={list.rows}
        hideHeaders={tpl.elements.hide_headers}
        settings={settings}
        onSettings={list.updateSettings}
        rowHref={rowHref}
        renderRowActions={props.renderRowActions ? (row) => props.renderRowActions!(row, list) : undefined}
        stickyHeader={tpl.sticky_header}
        selected={list.selected}
        onSelect={(ids, on) => list.setSelected((current) => toggleSelection(current, ids, on))}
        testId={testId}
      />
      {list.rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid={`${testId}-empty`}>
          {t('entity_list.no_data_available')}
        </Typography>
      ) : null}
      {tpl.disable_pagination ? null : (
        <ListPagination
          total={list.total}
          page={list.page}
          settings={settings}
          onPage={list.setPage}
          onSettings={list.updateSettings}
          testId={testId}
        />
      )}
    </>
  );
}

/**
 * A template-driven list (spec 001 section 2 'Shared list screen'): the template's header bar with
 * the shared filter bar, the sortable table with its cell formats, pagination, CSV export of the
 * current filter and sort, and a refetch on the template's realtime channel.
 */
export function EntityList(props: EntityListProps) {
  const { listKey, title, remote, version, components, replaceTable, testId = 'entity-list' } = props;
  const list = useEntityList(listKey, { enabled: !replaceTable, toastTestId: `${testId}-toast` });
  const { tpl } = list;

  // the header bar (FILTER-04): the template's blocks, with this screen's filter, own controls and export
  const header = (
    <ListHeaderBar
      header={tpl ? { ...tpl.header, elements: shownHeaderElements(tpl) } : undefined}
      testId={testId}
      filter={
        tpl ? (
          <FilterBar
            // the list's filter_id names its filter (the stored FILTER_ values, list_condition's filter)
            template={{ ...tpl.filter, id: tpl.filter_id || tpl.filter.id }}
            onApply={list.onFilter}
            sortCacheKey={listSettingsKey(listKey)}
            onReset={list.onFilterReset}
            testId={testId}
          />
        ) : null
      }
      components={{
        ...components,
        // the template names this block when the list has optional columns (ADR 0106)
        column_picker: tpl ? (
          <ColumnPicker columns={tpl.elements.columns} switchedOn={list.switchedOn} onToggle={list.switchColumn} testId={testId} />
        ) : null,
      }}
      onExport={() => void list.exportCsv()}
      busy={list.list.isFetching}
    />
  );

  return (
    <PageFrame remote={remote} version={version} title={title ?? tpl?.name ?? ''}>
      <Paper variant="outlined" data-testid={`${testId}-${listKey}`}>
        <Box sx={{ p: 2 }}>{header}</Box>
        <ListBody list={list} props={props} testId={testId} />
      </Paper>
    </PageFrame>
  );
}
