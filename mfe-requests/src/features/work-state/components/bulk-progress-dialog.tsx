import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@app/platform/dates';
import { daypartName } from '../../../lib/daypart-text';
import { contractText } from '../../../lib/schema-errors';
import { useChoiceLabel } from './bulk-action-bar';
import type { BulkRun } from '../hooks/use-bulk-action';

/**
 * A bulk action's progress (a bar with done of total, real because the lines go in chunks), then its
 * summary: how many were done and, per line left as it was, why.
 */
export function BulkProgressDialog({ run, onClose, testId }: { run: BulkRun; onClose(): void; testId: string }) {
  const { t } = useTranslation();
  const label = useChoiceLabel();
  const { progress, outcome } = run;
  const percent = progress.total ? (progress.done / progress.total) * 100 : 100;
  const lineText = (id: number, error: string) => {
    const line = run.lines.get(id);
    const message = contractText(error);
    return line
      ? t('work_state.bulk.failed_line', {
          date: formatDisplayDate(line.date),
          daypart: daypartName(t, line.daypart),
          person: line.person?.full_name ?? '',
          error: message,
        })
      : t('work_state.bulk.failed_unknown_line', { id, error: message });
  };
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={outcome ? onClose : undefined} slotProps={{ paper: { 'data-testid': testId } as object }}>
      <DialogTitle>{t('work_state.bulk.title', { action: label(run.choice), count: progress.total })}</DialogTitle>
      <DialogContent>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('work_state.bulk.progress', { ...progress })}
          data-testid={`${testId}-bar`}
        />
        <Typography variant="body2" sx={{ mt: 1 }} data-testid={`${testId}-progress`}>
          {t('work_state.bulk.progress', { ...progress })}
        </Typography>
        {outcome ? (
          <>
            <Alert severity={outcome.failed ? 'warning' : 'success'} sx={{ mt: 2 }} data-testid={`${testId}-summary`}>
              {t('work_state.bulk.summary', { done: outcome.done, failed: outcome.failed })}
            </Alert>
            {outcome.errors.length ? (
              <List dense sx={{ maxHeight: 240, overflow: 'auto' }} data-testid={`${testId}-errors`}>
                {outcome.errors.map((e) => (
                  <ListItem key={e.id} data-testid={`${testId}-error-${e.id}`}>
                    {lineText(e.id, e.error)}
                  </ListItem>
                ))}
              </List>
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={!outcome} data-testid={`${testId}-close`}>
          {t('work_state.bulk.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
