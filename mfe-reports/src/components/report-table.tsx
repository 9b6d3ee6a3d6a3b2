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
import { useState } from 'react';
import { ITEMS_PER_PAGE, type ReportSorting, type ReportTable as Table_ } from '@app/contracts';
import { ListPagination, type ListSettings } from '@app/ui/entity-list';
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

// a year of weeks fits on one page; a log of a thousand events does not
const FIRST_PAGE_SIZE: ListSettings = { sort: null, itemsPerPage: 100 };

/**
 * A report table (RPT-MENU-05/06): sortable headers (the server sorts), pages of its rows, a totals
 * row, and its CSV of every row built in the browser.
 */
export function ReportTable({ table, fileName, sorting, onSort }: ReportTableProps) {
  const { t, locale, cell } = useReportTexts();
  const [pageSize, setPageSize] = useState(FIRST_PAGE_SIZE);
  const [wantedPage, setPage] = useState(0);
  const testId = `report-table-${table.key}`;
  const size = pageSize.itemsPerPage === -1 ? table.rows.length : pageSize.itemsPerPage;
  // new rows (another filter) may have fewer pages than the one open
  const page = Math.min(wantedPage, Math.max(0, Math.ceil(table.rows.length / size) - 1));
  const rows = table.rows.slice(page * size, (page + 1) * size);
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
                        onClick={() => {
                          setPage(0);
                          onSort({ field: c.key, direction: sorting?.field === c.key && sorting.direction === 'up' ? 'down' : 'up' });
                        }}
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
              {rows.map((row, i) => (
                <TableRow key={String(row.id ?? page * size + i)} data-testid={`${testId}-row`}>
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
          {table.rows.length > ITEMS_PER_PAGE[0] ? (
            <ListPagination
              total={table.rows.length}
              page={page}
              settings={pageSize}
              onPage={setPage}
              onSettings={(next) => {
                setPage(0);
                setPageSize(next);
              }}
              testId={testId}
            />
          ) : null}
        </TableContainer>
      ) : (
        <Typography color="text.secondary">{t('reports.empty.no_data')}</Typography>
      )}
    </Stack>
  );
}
