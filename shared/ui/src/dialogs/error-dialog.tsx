import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorKindOf, errorTexts } from '../error-pages/error-texts';

export const ERROR_DIALOG_WIDTH = 330;

export interface ErrorDialogProps {
  open: boolean;
  code: number;
  message?: string;
  /** the failed call's request id, for support */
  requestId?: string | null;
  /** no close button, only 'go to dashboard' */
  critical?: boolean;
  onClose(): void;
  onDashboard(): void;
}

/** The error dialog by status code (spec 000 section 8); code 0 is a call that never got an answer. */
export function ErrorDialog({ open, code, message, requestId, critical = false, onClose, onDashboard }: ErrorDialogProps) {
  const { t } = useTranslation();
  const texts = errorTexts[critical ? 'critical' : errorKindOf(code)];
  return (
    <Dialog
      open={open}
      onClose={critical ? undefined : onClose}
      slotProps={{ paper: { sx: { width: ERROR_DIALOG_WIDTH, m: 1 }, 'data-testid': 'error-dialog' } as object }}
    >
      <DialogTitle>{t(texts.title)}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" data-testid="error-dialog-subtitle" gutterBottom>
          {message || (code ? t('errors.code', { code }) : t('errors.unreachable'))}
        </Typography>
        <DialogContentText>{t(texts.text)}</DialogContentText>
        {requestId ? (
          <Typography variant="caption" component="p" sx={{ mt: 2, userSelect: 'all' }} data-testid="error-dialog-request-id">
            {t('errors.request_id', { id: requestId })}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        {critical ? null : (
          <Button onClick={onClose} data-testid="error-dialog-close">
            {t('app.close')}
          </Button>
        )}
        {critical || code !== 400 ? (
          <Button variant="contained" onClick={onDashboard} data-testid="go-to-dashboard">
            {t('app.go_to_dashboard')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
