import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContractsWork } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { formatNumber } from '../../lib/format-value';
import { useReportTexts } from '../../components/use-report-texts';
import type { ContractsChild } from './contracts-child-dialogs';

const opener = (label: string, testId: string, onClick: () => void) => (
  <Link component="button" type="button" variant="inherit" onClick={onClick} aria-haspopup="dialog" data-testid={testId}>
    {label}
  </Link>
);

/** The work of the period in the contracts modal: a line's request and branch open their child modals (RPT-CON-02). */
export function ContractsWorkTable({ work, onOpen }: { work: ContractsWork[]; onOpen(child: ContractsChild): void }) {
  const { t, locale } = useReportTexts();
  return (
    <div>
      <Typography variant="subtitle2">{t('reports.money.tables.work')}</Typography>
      {work.length ? (
        <Table size="small" data-testid="contracts-work">
          <TableHead>
            <TableRow>
              {(['date', 'daypart', 'request', 'branch', 'hours'] as const).map((c) => (
                <TableCell key={c}>{t(`reports.money.columns.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {work.map((w) => (
              <TableRow key={w.id} data-testid="contracts-work-row">
                <TableCell>{formatDisplayDate(w.date)}</TableCell>
                <TableCell>{w.daypart}</TableCell>
                <TableCell>
                  {opener(String(w.request.number), `contracts-work-request-${w.id}`, () =>
                    onOpen({ kind: 'request', request: w.request }),
                  )}
                </TableCell>
                <TableCell>
                  {opener(w.branch.name, `contracts-work-branch-${w.id}`, () => onOpen({ kind: 'branch', branch: w.branch }))}
                </TableCell>
                <TableCell>{formatNumber('hours', w.hours, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary" data-testid="contracts-work-empty">
          {t('reports.money.contracts.no_work')}
        </Typography>
      )}
    </div>
  );
}
