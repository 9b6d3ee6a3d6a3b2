import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import type { WorkStateLine } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import type { ListSort } from '@app/ui/entity-list';
import { daypartName } from '../../../lib/daypart-text';
import type { LineSelection } from '../hooks/use-line-selection';
import type { WorkStateColumn } from './work-state-columns';

export interface WorkStateTableProps {
  lines: readonly WorkStateLine[];
  columns: readonly WorkStateColumn[];
  /** none: no checkboxes (the caller may take no action) */
  selection?: LineSelection;
  sort?: ListSort | null;
  onSort?(column: string): void;
  /** none: the date is plain text */
  onOpen?(line: WorkStateLine): void;
  /** the totals row under the lines */
  footer?: ReactNode;
  testId: string;
}

/**
 * The work-state lines (WS-05..WS-07) with their checkboxes, "select all on this page", sortable
 * headers when the caller sorts, and the date as the keyboard's way into a line's dialog.
 */
export function WorkStateTable({ lines, columns, selection, sort, onSort, onOpen, footer, testId }: WorkStateTableProps) {
  const { t } = useTranslation();
  const chosen = selection ? lines.filter((l) => selection.isSelected(l.id)).length : 0;
  const lineName = (l: WorkStateLine) => ({ date: formatDisplayDate(l.date), daypart: daypartName(t, l.daypart) });
  return (
    <TableContainer>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {selection ? (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={lines.length > 0 && chosen === lines.length}
                  indeterminate={chosen > 0 && chosen < lines.length}
                  disabled={lines.length === 0}
                  onChange={(e) => selection.setPage(lines, e.target.checked)}
                  slotProps={{ input: { 'aria-label': t('work_state.select_all'), 'data-testid': `${testId}-select-all` } as object }}
                />
              </TableCell>
            ) : null}
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={sort && sort.column === column.sort ? sort.order : false}
              >
                {column.sort && onSort ? (
                  <TableSortLabel
                    active={sort?.column === column.sort}
                    direction={sort && sort.column === column.sort ? sort.order : 'asc'}
                    onClick={() => onSort(column.sort!)}
                    data-testid={`${testId}-sort-${column.sort}`}
                  >
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id} hover selected={selection?.isSelected(line.id)} data-testid={`${testId}-row-${line.id}`}>
              {selection ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.isSelected(line.id)}
                    onChange={() => selection.toggle(line)}
                    slotProps={{
                      input: {
                        'aria-label': t('work_state.select_line', lineName(line)),
                        'data-testid': `${testId}-select-${line.id}`,
                      } as object,
                    }}
                  />
                </TableCell>
              ) : null}
              {columns.map((column) => (
                <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                  {column.key === 'date' && onOpen ? (
                    <Link
                      component="button"
                      onClick={() => onOpen(line)}
                      aria-label={t('work_state.open_line', lineName(line))}
                      data-testid={`${testId}-open-${line.id}`}
                    >
                      {column.cell(line)}
                    </Link>
                  ) : (
                    column.cell(line)
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {footer}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
