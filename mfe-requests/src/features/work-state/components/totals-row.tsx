import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { WorkStateTotals } from '@app/contracts';
import type { WorkStateColumn } from './work-state-columns';

/** The totals of the whole filter, not just the page (WTF, hours, distance, travel cost), under the lines. */
export function TotalsRow({
  columns,
  selectable,
  totals,
}: {
  columns: readonly WorkStateColumn[];
  selectable: boolean;
  totals: WorkStateTotals;
}) {
  const { t } = useTranslation();
  const first = columns.findIndex((c) => c.total);
  const labelSpan = (first === -1 ? columns.length : first) + (selectable ? 1 : 0);
  return (
    <TableRow data-testid="work-state-totals" sx={{ '& td': { fontWeight: 600 } }}>
      <TableCell colSpan={labelSpan}>{t('work_state.totals', { count: totals.lines })}</TableCell>
      {columns.slice(first === -1 ? columns.length : first).map((column) => (
        <TableCell
          key={column.key}
          align={column.numeric ? 'right' : 'left'}
          data-testid={`work-state-total-${column.key}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {column.total?.(totals) ?? ''}
        </TableCell>
      ))}
    </TableRow>
  );
}
