import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReportSorting, ReportTable as Table_ } from '@app/contracts';
import { saveCsv, tableCsv } from '../lib/report-csv';
import { useReportTexts } from './use-report-texts';

export interface ReportTableProps {
  table: Table_;
  /** the CSV file's name: the report and the table */
  fileName: string;
  sorting: ReportSorting | null;
  onSort(sorting: ReportSorting): void;
}

const numeric = (kind: string) => kind !== 'text' && kind !== 'date' && kind !== 'statuses';

/** A report table (RPT-MENU-05/06): sortable headers (the server sorts), a totals row, and its CSV built in the browser. */
export function ReportTable({ table, fileName, sorting, onSort }: ReportTableProps) {
  const { t, locale, cell } = useReportTexts();
  const testId = `report-table-${table.key}`;
  const download = () =>
    saveCsv(
      tableCsv(
        table,
        (label) => t(label),
        (column, row) => cell(column, row[column.key]),
        locale,
      ),
      fileName,
    );
  return (
    <Stack sx={{ gap: 1 }} data-testid={testId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3">
          {t(table.title)}
        </Typography>
        <Button size="small" onClick={download} disabled={!table.rows.length} data-testid={`${testId}-csv`}>
          {t('reports.csv')}
        </Button>
      </Stack>
      {table.rows.length ? (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {table.columns.map((c) => (
                  <TableCell key={c.key} align={numeric(c.kind) ? 'right' : 'left'}>
                    {c.sortable ? (
                      <TableSortLabel
                        active={sorting?.field === c.key}
                        direction={sorting?.field === c.key && sorting.direction === 'down' ? 'desc' : 'asc'}
                        onClick={() =>
                          onSort({ field: c.key, direction: sorting?.field === c.key && sorting.direction === 'up' ? 'down' : 'up' })
                        }
                        data-testid={`${testId}-sort-${c.key}`}
                      >
                        {t(c.label)}
                      </TableSortLabel>
                    ) : (
                      t(c.label)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row, i) => (
                <TableRow key={String(row.id ?? i)} data-testid={`${testId}-row`}>
                  {table.columns.map((c) => (
                    <TableCell key={c.key} align={numeric(c.kind) ? 'right' : 'left'}>
                      {cell(c, row[c.key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {table.totals ? (
                <TableRow data-testid={`${testId}-totals`}>
                  {table.columns.map((c) => (
                    <TableCell key={c.key} align={numeric(c.kind) ? 'right' : 'left'} sx={{ fontWeight: 700 }}>
                      {cell(c, table.totals![c.key])}
                    </TableCell>
                  ))}
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Typography color="text.secondary">{t('reports.empty.no_data')}</Typography>
      )}
    </Stack>
  );
}
