// `@app/ui/entity-list`: the template-driven list (table, sort, pagination, filter bar, header blocks,
// CSV export, realtime refetch, cell formats) that every module's lists use.
export { EntityList, type EntityListProps } from '../entity-list/entity-list';
export { useEntityList, entityListKey, type EntityListState, type UseEntityListOptions } from '../entity-list/use-entity-list';
export { useListTemplate } from '../entity-list/use-list-template';
export { changedRecordId, useListChannel } from '../entity-list/use-list-channel';
export { listChannels } from '../entity-list/template-keys';
export { ListTable, type ListTableProps } from '../entity-list/list-table';
export { ListPagination, type ListPaginationProps } from '../entity-list/list-pagination';
export { ListCell } from '../entity-list/list-cell';
export { cellText, displayApiDate, isTrueFlag } from '../entity-list/cell-text';
export type { ListMeta, ListRow } from '../entity-list/list-row';
export {
  DEFAULT_LIST_SETTINGS,
  SORT_PREFIX,
  listSettingsKey,
  nextSort,
  readListSettings,
  writeListSettings,
  type ListSettings,
  type ListSort,
  type SortOrder,
} from '../entity-list/list-settings';
export {
  buildExportQuery,
  buildListQuery,
  toSearchParams,
  type ListQueryParams,
  type ListQueryState,
} from '../entity-list/build-list-query';
export { csvColumnsQuery, csvTitlesOf, downloadCsv, type CsvTitle } from '../entity-list/download-csv';
