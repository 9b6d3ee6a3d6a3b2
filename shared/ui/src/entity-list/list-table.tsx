import type { ReactNode } from 'react';
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
import { columnLabel } from './list-columns';
import { nextSort, type ListSettings } from './list-settings';
import type { ListRow } from './list-row';

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
  testId: string;
}

/** The sortable column headers of the template. */
function ListHead({ columns, settings, onSettings, testId }: Pick<ListTableProps, 'columns' | 'settings' | 'onSettings' | 'testId'>) {
  const { t } = useTranslation();
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const sorted = settings.sort?.column === column.column_code;
          return (
            <TableCell key={column.value} sortDirection={sorted ? settings.sort!.order : false}>
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
export function ListTable({ columns, rows, hideHeaders, settings, onSettings, rowHref, renderRowActions, testId }: ListTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small">
        {hideHeaders ? null : <ListHead columns={columns} settings={settings} onSettings={onSettings} testId={testId} />}
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
                    {renderRowActions?.(row)}
                  </TableCell>
                ) : (
                  <TableCell key={column.value}>
                    <ListCell column={column} value={row[column.value]} />
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
