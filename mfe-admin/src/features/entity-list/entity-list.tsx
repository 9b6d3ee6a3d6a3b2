import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ITEMS_PER_PAGE, type ListColumn, type ListTemplate } from '@app/contracts';
import { api, ApiError } from '@app/platform/api';
import { navigate } from '@app/platform/navigation';
import { confirm, toast } from '@app/ui/dialog-store';
import { PageFrame } from '@app/ui/page-frame';
import { FilterBar, type AppliedFilter } from '@app/ui/filter-bar';
import { isBlockShown, ListHeaderBar } from '@app/ui/list-header';
import { buildExportQuery, buildListQuery } from './build-list-query';
import { downloadCsv } from './download-csv';
import { ListCell } from './list-cell';
import { DEFAULT_LIST_SETTINGS, listSettingsKey, nextSort, readListSettings, writeListSettings, type ListSettings } from './list-settings';
import { useListChannel } from './use-list-channel';
import { readListView, writeListView, type ListView } from '../tree-list/list-view';
import { ListViewSwitch } from '../tree-list/list-view-switch';
import { TreeList } from '../tree-list/tree-list';
import { useListTemplate } from '../entity-preview/use-form-template';

export type ListRow = Record<string, unknown> & { id: number; archived?: boolean };

interface ListMeta {
  pagination?: { total: number; per_page: number; current_page: number };
}

export interface EntityListProps {
  /** the template name of `GET /api/template-page/{listKey}` */
  listKey: string;
  /** i18n key of the page title */
  title: string;
  remote: string;
  version: string;
  /** a list that is also a tree (branches: board > school > location) offers a tree view */
  tree?: { url: string; multiLevel?: boolean };
}

function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.fieldErrors ?? {})[0];
    if (first?.[0]) return first[0];
    if (error.meta.messages?.[0]?.message) return error.meta.messages[0].message;
  }
  return fallback;
}

function Cell({ column, row }: { column: ListColumn; row: ListRow }) {
  return <ListCell column={column} value={row[column.value]} />;
}

/** Whether the header shows the filter bar, whose first apply the list then waits for. */
const showsFilter = (tpl: ListTemplate) => tpl.header.elements.some((e) => e.component === 'FilterBlock' && isBlockShown(e, tpl.header.branch_type_level ?? 0));

/** A template-driven management list (spec 001 section 2 'Shared list screen'). */
export function EntityList({ listKey, title, remote, version, tree }: EntityListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [view, setView] = useState<ListView>(() => (tree ? readListView(listKey) : 'table'));
  const showTree = !!tree && view === 'tree';
  const [settings, setSettings] = useState<ListSettings>(() => readListSettings(listKey));
  const [page, setPage] = useState(0);
  // null until the filter bar applied its defaults: the list waits for them (FILTER-08)
  const [applied, setApplied] = useState<AppliedFilter | null>(null);
  const search = applied?.search ?? '';
  const showArchived = applied?.filters.archived === 1;

  const template = useListTemplate(listKey);
  const tpl = template.data;

  const queryState = useMemo(
    () => ({
      page,
      itemsPerPage: settings.itemsPerPage,
      sort: settings.sort,
      searchKey: tpl?.filter.filter_search,
      search,
      filters: applied?.filters ?? {},
    }),
    [page, settings, tpl, search, applied],
  );
  const query = useMemo(() => buildListQuery(queryState), [queryState]);

  const list = useQuery({
    queryKey: ['entity-list', listKey, query],
    queryFn: async () => {
      const answer = await api.get<ListRow[]>(`/${tpl!.url}`, { query });
      return { rows: answer.data ?? [], meta: answer.meta as ListMeta };
    },
    enabled: !!tpl && !showTree && (!!applied || !showsFilter(tpl)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  // everything under ['entity-list', listKey] (the table and the tree) refetches after a change
  const reloadList = useCallback(() => queryClient.invalidateQueries({ queryKey: ['entity-list', listKey] }), [queryClient, listKey]);
  useListChannel(tpl?.channel, () => void reloadList());

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
  }, []);
  // the bar cleared SORT_ with FILTER_ (FILTER-12): the table forgets its sort and page size too
  const onFilterReset = useCallback(() => setSettings(DEFAULT_LIST_SETTINGS), []);

  const exportCsv = async () => {
    if (!tpl) return;
    try {
      await downloadCsv(tpl.url, buildExportQuery(queryState, tpl.key), tpl.key);
    } catch (error) {
      toast(errorText(error, t('entity_list.export_failed')), { severity: 'error', testId: 'entity-list-toast' });
    }
  };

  const changeArchived = async (row: ListRow, archive: boolean) => {
    if (!tpl) return;
    const ok = await confirm({
      title: archive ? 'entity_list.archive' : 'entity_list.unarchive',
      message: archive ? 'entity_list.archive_confirm' : 'entity_list.unarchive_confirm',
    });
    if (!ok) return;
    try {
      if (archive) await api.delete(`/${tpl.entity_url}/${row.id}/archive`);
      else await api.put(`/${tpl.entity_url}/${row.id}/unarchive`);
      toast(t(archive ? 'entity_list.archived_done' : 'entity_list.unarchived_done'), { severity: 'success', testId: 'entity-list-toast' });
    } catch (error) {
      toast(errorText(error, t('entity_list.load_failed')), { severity: 'error', testId: 'entity-list-toast' });
    }
    await reloadList();
  };

  const columns = tpl?.elements.columns ?? [];
  const rows = list.data?.rows ?? [];
  const total = list.data?.meta.pagination?.total ?? rows.length;
  const canWrite = !!tpl?.elements.columns.some((c) => c.element === 'list-actions' && c.actions?.includes('edit'));

  // the header bar (FILTER-04): the template's blocks, with this screen's filter, tree switch and export
  const header = (
    <ListHeaderBar
      header={tpl?.header}
      testId="entity-list"
      filter={tpl ? <FilterBar template={tpl.filter} onApply={onFilter} sortCacheKey={listSettingsKey(listKey)} onReset={onFilterReset} testId="entity-list" /> : null}
      components={
        tree
          ? {
              list_view: (
                <ListViewSwitch
                  view={view}
                  onChange={(next) => {
                    setView(next);
                    writeListView(listKey, next);
                  }}
                />
              ),
            }
          : undefined
      }
      onExport={() => void exportCsv()}
      busy={list.isFetching}
    />
  );

  const failed = template.isError || list.isError;
  let body: React.ReactNode;
  if (failed) {
    body = (
      <Alert
        severity="error"
        data-testid="entity-list-error"
        action={
          <Button color="inherit" size="small" data-testid="entity-list-retry" onClick={() => void (template.isError ? template.refetch() : list.refetch())}>
            {t('app.retry')}
          </Button>
        }
      >
        {errorText(template.error ?? list.error, t('entity_list.load_failed'))}
      </Alert>
    );
  } else if (tpl && tree && showTree) {
    body = (
      <TreeList
        template={tpl}
        treeUrl={tree.url}
        multiLevel={tree.multiLevel}
        showArchived={showArchived}
        search={search}
        canWrite={canWrite}
        onArchive={(item, archive) => void changeArchived(item as ListRow, archive)}
      />
    );
  } else if (!tpl || list.isPending) {
    body = (
      <Box data-testid="entity-list-loading">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Box>
    );
  } else {
    body = (
      <>
        <TableContainer>
          <Table size="small">
            {tpl.elements.hide_headers ? null : (
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.value} sortDirection={settings.sort?.column === column.column_code ? settings.sort.order : false}>
                      {column.sortable ? (
                        <TableSortLabel
                          active={settings.sort?.column === column.column_code}
                          direction={settings.sort?.column === column.column_code ? settings.sort.order : 'asc'}
                          onClick={() => updateSettings({ ...settings, sort: nextSort(settings.sort, column.column_code) })}
                          data-testid={`entity-list-sort-${column.column_code}`}
                        >
                          {t(column.label)}
                        </TableSortLabel>
                      ) : (
                        t(column.label)
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
            )}
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover onClick={() => navigate(`/${listKey}/${row.id}`)} sx={{ cursor: 'pointer' }} data-testid={`entity-list-row-${row.id}`}>
                  {columns.map((column, index) =>
                    column.element === 'list-actions' ? (
                      <TableCell key={column.value} align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
                        {canWrite && !row.archived ? (
                          <Button size="small" color="warning" onClick={() => void changeArchived(row, true)} data-testid={`entity-list-archive-${row.id}`}>
                            {t('entity_list.archive')}
                          </Button>
                        ) : null}
                        {canWrite && row.archived ? (
                          <Button size="small" onClick={() => void changeArchived(row, false)} data-testid={`entity-list-unarchive-${row.id}`}>
                            {t('entity_list.unarchive')}
                          </Button>
                        ) : null}
                      </TableCell>
                    ) : (
                      <TableCell key={column.value}>
                        <Cell column={column} row={row} />
                        {index === 0 && row.archived ? (
                          <Chip size="small" label={t('entity_list.archived')} sx={{ ml: 1 }} data-testid={`entity-list-archived-${row.id}`} />
                        ) : null}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="entity-list-empty">
            {t('entity_list.no_data_available')}
          </Typography>
        ) : null}
        {tpl.disable_pagination ? null : (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 2, px: 2 }}>
            <Typography variant="body2">{t('entity_list.rows_per_page')}</Typography>
            <NativeSelect
              value={settings.itemsPerPage}
              onChange={(e) => updateSettings({ ...settings, itemsPerPage: Number(e.target.value) })}
              inputProps={{ 'data-testid': 'entity-list-page-size', 'aria-label': t('entity_list.rows_per_page') } as object}
            >
              {ITEMS_PER_PAGE.map((n) => (
                <option key={n} value={n}>
                  {n === -1 ? t('entity_list.all') : n}
                </option>
              ))}
            </NativeSelect>
            <TablePagination
              component="div"
              count={total}
              page={settings.itemsPerPage === -1 ? 0 : page}
              rowsPerPage={settings.itemsPerPage}
              rowsPerPageOptions={[]}
              onPageChange={(_e, next) => setPage(next)}
              // MUI's own '1–7 of 7' and button labels are English: the page's language says them
              labelDisplayedRows={({ from, to, count }) => t('admin_polish.pagination.displayed_rows', { from, to, count })}
              getItemAriaLabel={(type) => t(`admin_polish.pagination.${type}`)}
            />
          </Stack>
        )}
      </>
    );
  }

  return (
    <PageFrame remote={remote} version={version} title={title}>
      <Paper variant="outlined" data-testid={`entity-list-${listKey}`}>
        <Box sx={{ p: 2 }}>{header}</Box>
        {body}
      </Paper>
    </PageFrame>
  );
}
