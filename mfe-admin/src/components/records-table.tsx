import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@app/contracts';
import { humanize } from '@app/ui/template-form';
import { ListCell } from '@app/ui/entity-list';

type Row = Record<string, unknown>;

export interface RecordsTableProps {
  /** a list template's columns; its row actions are left out (these tables are read-only) */
  columns: ListColumn[];
  rows: Row[];
  testId: string;
  /** i18n key of the text shown instead of an empty table */
  emptyText?: string;
  /** a cell's content; the template list's cell when not given */
  cell?: (column: ListColumn, value: unknown) => ReactNode;
  /** makes a row open something; such rows carry `{testId}-row-{id}` instead of `{testId}-row` */
  onOpen?: (row: Row) => void;
}

/**
 * Rows of a popup tab or of "my data" in list-template columns, without the list's paging and
 * filters: a person's contracts, a branch's persons.
 */
export function RecordsTable({ columns, rows, testId, emptyText = 'entity_popup.no_data_available', cell, onOpen }: RecordsTableProps) {
  const { t } = useTranslation();
  const shown = columns.filter((c) => c.element !== 'list-actions');
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid={`${testId}-empty`}>
        {t(emptyText)}
      </Typography>
    );
  // on a phone the columns scroll inside the tab instead of pushing the page sideways
  return (
    <TableContainer>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {shown.map((c) => (
              <TableCell key={c.value}>{t(c.label, { defaultValue: humanize(c.value) })}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow
              key={String(row.id ?? i)}
              {...(onOpen ? { hover: true, sx: { cursor: 'pointer' }, onClick: () => onOpen(row) } : {})}
              data-testid={onOpen ? `${testId}-row-${String(row.id)}` : `${testId}-row`}
            >
              {shown.map((c) => (
                <TableCell key={c.value}>{cell ? cell(c, row[c.value]) : <ListCell column={c} value={row[c.value]} />}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export interface FieldRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** One record read-only, a field a row: its label, then its value (a person's account). */
export function FieldsTable({ fields, testId }: { fields: FieldRow[]; testId: string }) {
  return (
    <Table size="small" data-testid={testId}>
      <TableBody>
        {fields.map((f) => (
          <TableRow key={f.key}>
            <TableCell component="th" sx={{ width: '35%', fontWeight: 500 }}>
              {f.label}
            </TableCell>
            {/* a long e-mail address breaks instead of pushing the card past a phone's screen */}
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{f.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
