import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import type { ProposalAssignment } from '@app/contracts';
import { formatShortDay } from '@app/platform/dates';
import { MatchWhyChips } from '@app/ui/match-why';
import { cellKey } from './api/week-proposal-api';

interface ProposalTableProps {
  assignments: readonly ProposalAssignment[];
  locked: ReadonlySet<string>;
  onToggleLock(cell: ProposalAssignment): void;
  /** opens the other candidates of a cell; the day as the table shows it */
  onSwap(cell: ProposalAssignment, day: string): void;
  onDrop(cell: ProposalAssignment): void;
}

/** The proposal by school, request and day: each cell the substitute, the score and why. */
export function ProposalTable({ assignments, locked, onToggleLock, onSwap, onDrop }: ProposalTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'nl';
  const rows = [...assignments].sort(
    (a, b) => a.branch.name.localeCompare(b.branch.name) || a.request - b.request || a.date.localeCompare(b.date) || a.daypart - b.daypart,
  );
  return (
    <Table size="small" data-testid="proposal-table" aria-label={t('week_proposal.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('week_proposal.school')}</TableCell>
          <TableCell>{t('week_proposal.request')}</TableCell>
          <TableCell>{t('week_proposal.day')}</TableCell>
          <TableCell>{t('week_proposal.substitute')}</TableCell>
          <TableCell align="right">{t('week_proposal.score')}</TableCell>
          <TableCell>{t('week_proposal.why')}</TableCell>
          <TableCell>{t('week_proposal.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((a) => {
          const key = cellKey(a);
          const isLocked = locked.has(key);
          const day = `${formatShortDay(a.date, locale)} ${t(`week_proposal.daypart.${a.daypart}`)}`;
          return (
            <TableRow key={key} data-testid={`proposal-cell-${key}`}>
              <TableCell>{a.branch.name}</TableCell>
              <TableCell>{a.request}</TableCell>
              <TableCell>{day}</TableCell>
              <TableCell data-testid={`proposal-person-${key}`}>{a.full_name}</TableCell>
              <TableCell align="right">{a.score}</TableCell>
              <TableCell>
                <MatchWhyChips why={a.why} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t(isLocked ? 'week_proposal.unlock' : 'week_proposal.lock')}>
                  <IconButton
                    size="small"
                    aria-label={t(isLocked ? 'week_proposal.unlock_cell' : 'week_proposal.lock_cell', { day, name: a.full_name })}
                    aria-pressed={isLocked}
                    onClick={() => onToggleLock(a)}
                    data-testid={`proposal-lock-${key}`}
                  >
                    {isLocked ? <Lock fontSize="small" /> : <LockOpen fontSize="small" />}
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('week_proposal.swap')}>
                  <IconButton
                    size="small"
                    aria-label={t('week_proposal.swap_cell', { day, name: a.full_name })}
                    onClick={() => onSwap(a, day)}
                    data-testid={`proposal-swap-${key}`}
                  >
                    <SwapHoriz fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('week_proposal.drop')}>
                  <IconButton
                    size="small"
                    aria-label={t('week_proposal.drop_cell', { day, name: a.full_name })}
                    onClick={() => onDrop(a)}
                    data-testid={`proposal-drop-${key}`}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
