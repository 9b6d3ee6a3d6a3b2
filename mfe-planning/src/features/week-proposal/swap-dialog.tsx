import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProposalAssignment, ProposalCandidate, ProposalCell } from '@app/contracts';
import { MatchWhyChips } from '@app/ui/match-why';
import { QueryProblem } from '@app/ui/query-state';
import { useSwapCandidates } from './api/week-proposal-api';

interface SwapDialogProps {
  proposal: number;
  /** the cell to swap, with the day as the table shows it */
  cell: { assignment: ProposalAssignment; day: string } | null;
  /** the planner's current cells: the others keep their persons */
  cells: readonly ProposalCell[];
  distance?: number;
  onPick(candidate: ProposalCandidate): void;
  onClose(): void;
}

/**
 * Another substitute for one cell: matching's candidates for that daypart as the server judges
 * them with the proposal's other cells taken into account (nobody already on that date and
 * daypart, nobody whose week is full), best first. Picking one swaps and locks the cell.
 */
export function SwapDialog({ proposal, cell, cells, distance, onPick, onClose }: SwapDialogProps) {
  const { t } = useTranslation();
  const a = cell?.assignment;
  const query = useSwapCandidates(proposal, a, cells, distance);
  const others = (query.data ?? []).filter((c) => c.person !== a?.person);
  return (
    <Dialog open={!!cell} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="proposal-swap-title" data-testid="proposal-swap">
      <DialogTitle id="proposal-swap-title">
        {cell ? t('week_proposal.swap_title', { day: cell.day, request: cell.assignment.request }) : null}
      </DialogTitle>
      <DialogContent>
        {a ? <Typography sx={{ mb: 1 }}>{t('week_proposal.swap_now', { name: a.full_name, score: a.score })}</Typography> : null}
        {query.isLoading ? <LinearProgress aria-label={t('week_proposal.swap_loading')} /> : null}
        {query.isError ? <QueryProblem query={query} failed="week_proposal.swap_failed" testId="swap-candidates" /> : null}
        {query.isSuccess && !others.length ? (
          <Typography data-testid="proposal-swap-none">{t('week_proposal.swap_none')}</Typography>
        ) : null}
        {others.length ? (
          <List dense aria-label={t('week_proposal.swap_list')}>
            {others.map((c) => (
              <ListItemButton key={c.person} onClick={() => onPick(c)} data-testid={`proposal-candidate-${c.person}`}>
                <ListItemText
                  primary={t('week_proposal.swap_candidate', { name: c.full_name, score: c.score })}
                  secondary={<MatchWhyChips why={c.why} />}
                  slotProps={{ secondary: { component: 'div' } }}
                />
              </ListItemButton>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('week_proposal.swap_cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
