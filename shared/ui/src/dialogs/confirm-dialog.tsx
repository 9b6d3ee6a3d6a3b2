import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';

export const CONFIRM_WIDTH = 290;

export interface ConfirmDialogProps {
  open: boolean;
  /** the texts as shown (the caller translates them: the dialog renders in the shell's root) */
  title?: string;
  message?: string;
  /** Yes stays disabled until 'I'm sure what I am doing (bypass restrictions)' is ticked */
  bypass?: boolean;
  width?: number;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ open, title, message, bypass = false, width = CONFIRM_WIDTH, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [sure, setSure] = useState(false);
  // every opening starts unticked: adjusted while rendering, when `open` turns true
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSure(false);
  }

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      slotProps={{ paper: { sx: { width, m: 1 }, 'data-testid': 'confirm-dialog' } as object }}
      aria-labelledby="confirm-dialog-title"
    >
      <DialogTitle id="confirm-dialog-title">{title ?? t('confirm.title')}</DialogTitle>
      <DialogContent>
        {message ? <DialogContentText>{message}</DialogContentText> : null}
        {bypass ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={sure}
                onChange={(e) => setSure(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'confirm-bypass' } as object }}
              />
            }
            label={t('confirm.bypass')}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="confirm-no">
          {t('app.no')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={bypass && !sure} data-testid="confirm-yes">
          {t('app.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
