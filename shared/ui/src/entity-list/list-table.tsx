import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@app/contracts';
import { navigate } from '@app/platform/navigation';
import { ListCell } from './list-cell';
import { ActionsCell, ButtonCell, PoolChip, SelectCell } from './list-row-cells';
import { columnLabel } from './list-columns';
import { nextSort, type ListSettings } from './list-settings';
import type { ListRow } from './list-row';
import { childIdsOf } from './template-keys';

export interface ListTableProps {
  columns: readonly ListColumn[];
  rows: readonly ListRow[];
  hideHeaders?: boolean;
  settings: ListSettings;
  onSettings(next: ListSettings): void;
  /** where a click on a row goes (the record's preview) */
  rowHref(row: ListRow): string;
  /** what the `list-actions` column shows for a row (nothing when not given) */
  renderRowActions?: (row: ListRow) => ReactNode;
  /** `sticky_header`: the headers stay in view while the rows scroll */
  stickyHeader?: boolean;
  /** the rows ticked in a `checkbox` column */
  selected?: ReadonlySet<number>;
  onSelect?(ids: readonly number[], on: boolean): void;
  testId: string;
}

/** The sortable column headers of the template. */
function ListHead({
  columns,
  rows,
  settings,
  onSettings,
  selected,
  onSelect,
  testId,
}: Pick<ListTableProps, 'columns' | 'rows' | 'settings' | 'onSettings' | 'selected' | 'onSelect' | 'testId'>) {
  const { t } = useTranslation();
  const ticked = rows.filter((r) => selected?.has(r.id)).length;
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const sorted = settings.sort?.column === column.column_code;
          return (
            <TableCell key={column.value} sortDirection={sorted ? settings.sort!.order : false}>
              {column.checkbox ? (
                // ticks or unticks every row of the page
                <Checkbox
                  size="small"
                  checked={rows.length > 0 && ticked === rows.length}
                  indeterminate={ticked > 0 && ticked < rows.length}
                  onChange={(e) =>
                    onSelect?.(
                      rows.map((r) => r.id),
                      e.target.checked,
                    )
                  }
                  slotProps={{ input: { 'aria-label': t('entity_list.select_all') } }}
                  data-testid={`${testId}-select-all`}
                />
              ) : null}
              {column.sortable ? (
                <TableSortLabel
                  active={sorted}
                  direction={sorted ? settings.sort!.order : 'asc'}
                  onClick={() => onSettings({ ...settings, sort: nextSort(settings.sort, column.column_code) })}
                  data-testid={`${testId}-sort-${column.column_code}`}
                >
                  {columnLabel(t, column)}
                </TableSortLabel>
              ) : (
                columnLabel(t, column)
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}

/** The page of rows: a click opens the record's preview; the first cell of an archived row says so. */
export function ListTable(props: ListTableProps) {
  const { columns, rows, hideHeaders, rowHref, renderRowActions, stickyHeader, selected, onSelect, testId } = props;
  const { t } = useTranslation();
  const cellOf = (column: ListColumn, row: ListRow) => {
    if (column.checkbox)
      return (
        <SelectCell
          column={column}
          row={row}
          checked={!!selected?.has(row.id)}
          children={column.selectChildrenLink ? childIdsOf(row, rows) : []}
          onSelect={(ids, on) => onSelect?.(ids, on)}
          testId={testId}
        />
      );
    if (column.btn) return <ButtonCell column={column} row={row} href={rowHref(row)} testId={testId} />;
    return <ListCell column={column} value={row[column.value]} />;
  };
  return (
    <TableContainer sx={stickyHeader ? { maxHeight: '70vh' } : undefined} data-testid={stickyHeader ? `${testId}-sticky` : undefined}>
      <Table size="small" stickyHeader={!!stickyHeader}>
        {hideHeaders ? null : <ListHead {...props} />}
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              hover
              onClick={() => navigate(rowHref(row))}
              sx={{ cursor: 'pointer' }}
              data-testid={`${testId}-row-${row.id}`}
            >
              {columns.map((column, index) =>
                column.element === 'list-actions' ? (
                  <TableCell key={column.value} align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
                    <ActionsCell column={column} row={row} href={rowHref(row)} extra={renderRowActions?.(row)} testId={testId} />
                  </TableCell>
                ) : (
                  <TableCell key={column.value} onClick={column.checkbox || column.btn ? (e) => e.stopPropagation() : undefined}>
                    {cellOf(column, row)}
                    {column.pool ? <PoolChip row={row} testId={testId} /> : null}
                    {index === 0 && row.archived ? (
                      <Chip size="small" label={t('entity_list.archived')} sx={{ ml: 1 }} data-testid={`${testId}-archived-${row.id}`} />
                    ) : null}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
