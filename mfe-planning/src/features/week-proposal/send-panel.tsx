import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { OfferKind, ProposalSendResult } from '@app/contracts';

interface SendPanelProps {
  cells: number;
  kind: OfferKind;
  onKind(kind: OfferKind): void;
  onSend(): void;
  sending: boolean;
  result: ProposalSendResult | undefined;
  error: string | null;
}

/** "Versturen": invitations or reservations for every cell in one action, its progress and what came of it. */
export function SendPanel({ cells, kind, onKind, onSend, sending, result, error }: SendPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }} data-testid="proposal-send">
      <RadioGroup row value={kind} onChange={(e) => onKind(e.target.value as OfferKind)} aria-label={t('week_proposal.kind')}>
        <FormControlLabel value="invitation" control={<Radio />} label={t('week_proposal.invitations')} />
        <FormControlLabel value="reservation" control={<Radio />} label={t('week_proposal.reservations')} />
      </RadioGroup>
      <div>
        <Button variant="contained" disabled={!cells || sending} onClick={onSend} data-testid="proposal-send-button">
          {t('week_proposal.send', { count: cells })}
        </Button>
      </div>
      {sending ? <LinearProgress aria-label={t('week_proposal.sending')} data-testid="proposal-send-progress" /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {result ? (
        <Alert severity={result.failed.length ? 'warning' : 'success'} data-testid="proposal-send-summary">
          {t('week_proposal.sent', { count: result.sent.length })}
          {result.failed.length ? (
            <ul>
              {result.failed.map((f) => (
                <li key={`${f.request}:${f.person}`}>{t('week_proposal.failed', { request: f.request, reason: f.reason })}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
