import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PoolToolBranchRow } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { ReportWrapper } from '../../components/report-wrapper';
import type { ReportScreenProps } from '../../report-screen';
import { PoolToolDialog } from './pool-tool-dialog';

const stateOf = (row: PoolToolBranchRow) => (!row.export ? 'none' : row.export.has_errors ? 'errors' : 'ok');
const COLORS = { none: 'default', ok: 'success', errors: 'warning' } as const;

/** RPT-XML-01: per branch of the chosen period its pool tool export and its state; a row opens the export dialog. */
export function PoolToolScreen({ definition }: ReportScreenProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState<PoolToolBranchRow | null>(null);
  return (
    <ReportWrapper<PoolToolBranchRow[]> definition={definition} isEmpty={(rows) => rows.length === 0}>
      {({ data, meta }) => (
        <>
          <Table size="small" data-testid="pool-tool-table">
            <TableHead>
              <TableRow>
                {(['branch', 'brin', 'state', 'replacements', 'updated_at'] as const).map((c) => (
                  <TableCell key={c}>{t(`reports.pool_tool.columns.${c}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.branch.id} data-testid={`pool-tool-row-${row.branch.id}`}>
                  <TableCell>{row.branch.name}</TableCell>
                  <TableCell>{row.branch.brin ?? ''}</TableCell>
                  <TableCell>
                    <Chip size="small" color={COLORS[stateOf(row)]} label={t(`reports.pool_tool.states.${stateOf(row)}`)} />
                  </TableCell>
                  <TableCell>{row.export?.replacements ?? ''}</TableCell>
                  <TableCell>{row.export ? formatDisplayDate(row.export.updated_at.slice(0, 10)) : ''}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setOpen(row)} data-testid={`pool-tool-open-${row.branch.id}`}>
                      {t('reports.pool_tool.open')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {open ? (
            <PoolToolDialog
              row={open}
              period={meta.filter}
              onClose={() => setOpen(null)}
              onChanged={() => void client.invalidateQueries({ queryKey: ['reports', definition.key] })}
            />
          ) : null}
        </>
      )}
    </ReportWrapper>
  );
}
