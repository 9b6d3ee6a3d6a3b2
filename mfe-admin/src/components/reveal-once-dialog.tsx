import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { toast } from '@app/ui/dialog-store';

export interface RevealOnceDialogProps {
  /** the secret the server answered this once */
  value: string;
  /** the user has saved it; the dialog is gone for good */
  onDone(): void;
}

/**
 * Shows a value the server never answers again (a data supplier's auth token) with a copy button.
 * It has no onClose: Escape and a backdrop click do not close it, so the value is not lost by a slip.
 */
export function RevealOnceDialog({ value, onDone }: RevealOnceDialogProps) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(t('reveal_once.copied'), { severity: 'success', testId: 'reveal-once-toast' });
    } catch {
      toast(t('reveal_once.copy_failed'), { severity: 'error', testId: 'reveal-once-toast' });
    }
  };
  return (
    <Dialog open maxWidth="sm" fullWidth slotProps={{ paper: { 'data-testid': 'reveal-once-dialog' } as object }}>
      <DialogTitle>{t('reveal_once.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <Alert severity="warning" data-testid="reveal-once-warning">
            {t('reveal_once.warning')}
          </Alert>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <TextField
              fullWidth
              size="small"
              value={value}
              slotProps={{
                htmlInput: { readOnly: true, 'data-testid': 'reveal-once-value', style: { fontFamily: 'monospace', fontSize: '0.85rem' } },
                input: { onFocus: (e) => (e.target as HTMLInputElement).select() },
              }}
            />
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} data-testid="reveal-once-copy">
              {t('reveal_once.copy')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone} data-testid="reveal-once-done">
          {t('reveal_once.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
