import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OfferKind, ProposalAssignment } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { dayjs, DateFormat } from '@app/platform/dates';
import { DateInputField } from '@app/ui/date-picker';
import { BranchPicker } from './branch-picker';
import { ProposalTable } from './proposal-table';
import { SendPanel } from './send-panel';
import { SwapDialog } from './swap-dialog';
import { UnassignedList } from './unassigned-list';
import { useWeekProposal } from './hooks/use-week-proposal';

/** Monday to Sunday of the coming week. */
function comingWeek() {
  const monday = dayjs().startOf('isoWeek').add(1, 'week');
  return { from: monday.format(DateFormat.api), to: monday.add(6, 'day').format(DateFormat.api) };
}

/** "Weekvoorstel": a substitute for every open daypart of a period at once, then sent in one action. */
export function WeekProposal() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(comingWeek);
  const [branches, setBranches] = useState<number[]>([]);
  const [kind, setKind] = useState<OfferKind>('invitation');
  const { proposal, cells, locked, propose, send, toggleLock, swap, drop } = useWeekProposal();
  const [swapping, setSwapping] = useState<{ assignment: ProposalAssignment; day: string } | null>(null);
  const solve = () => propose.mutate({ ...period, branches });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <DateInputField
          label={t('week_proposal.from')}
          value={period.from}
          onChange={(from) => from && setPeriod((p) => ({ ...p, from }))}
          testId="proposal-from"
        />
        <DateInputField
          label={t('week_proposal.to')}
          value={period.to}
          onChange={(to) => to && setPeriod((p) => ({ ...p, to }))}
          testId="proposal-to"
        />
        <BranchPicker value={branches} onChange={setBranches} />
        <Button variant="contained" onClick={solve} disabled={propose.isPending} data-testid="proposal-solve">
          {t(proposal ? 'week_proposal.solve_again' : 'week_proposal.solve')}
        </Button>
      </Stack>
      {propose.isPending ? <LinearProgress aria-label={t('week_proposal.solving')} data-testid="proposal-loading" /> : null}
      {propose.isError ? <Alert severity="error">{apiErrorText(propose.error, t('week_proposal.failed_solve'))}</Alert> : null}
      {!proposal && !propose.isPending ? <Typography color="text.secondary">{t('week_proposal.intro')}</Typography> : null}
      {proposal ? (
        <>
          <Typography data-testid="proposal-figures">
            {t('week_proposal.figures', {
              assigned: proposal.assignments.length,
              open: proposal.assignments.length + proposal.unassigned.length,
              objective: proposal.objective,
              bound: proposal.bound,
              ms: proposal.ms,
            })}
          </Typography>
          {proposal.assignments.length ? (
            <ProposalTable
              assignments={cells}
              locked={locked}
              onToggleLock={toggleLock}
              onSwap={(assignment, day) => setSwapping({ assignment, day })}
              onDrop={drop}
            />
          ) : (
            <Typography data-testid="proposal-empty">{t('week_proposal.empty')}</Typography>
          )}
          <SwapDialog
            proposal={proposal.id}
            cell={swapping}
            cells={cells.map(({ request, date, daypart, person }) => ({ request, date, daypart, person }))}
            onPick={(candidate) => {
              swap(swapping!.assignment, candidate);
              setSwapping(null);
            }}
            onClose={() => setSwapping(null)}
          />
          <UnassignedList unassigned={proposal.unassigned} />
          <SendPanel
            cells={cells.length}
            kind={kind}
            onKind={setKind}
            onSend={() => send.mutate(kind)}
            sending={send.isPending}
            result={send.data}
            error={send.isError ? apiErrorText(send.error, t('week_proposal.failed_send')) : null}
          />
        </>
      ) : null}
    </Stack>
  );
}
