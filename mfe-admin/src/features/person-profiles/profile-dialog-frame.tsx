import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export interface ProfileDialogFrameProps {
  open: boolean;
  title: string;
  saveLabel: string;
  /** names the form and prefixes the test ids: `${id}-dialog`, `${id}-error`, `${id}-cancel`, `${id}-save` */
  id: string;
  /** the server's refusal (422 or 403 text), shown above the fields */
  error: string | null;
  busy: boolean;
  onSubmit(event: React.FormEvent<HTMLFormElement>): void;
  onClose(): void;
  /** the fields */
  children: ReactNode;
}

/** What adding and editing a profile share: the dialog, the server's refusal above the fields, Cancel and Save. */
export function ProfileDialogFrame({ open, title, saveLabel, id, error, busy, onSubmit, onClose, children }: ProfileDialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { 'data-testid': `${id}-dialog` } as object }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <form id={`${id}-form`} noValidate onSubmit={onSubmit}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" data-testid={`${id}-error`}>
                {error}
              </Alert>
            ) : null}
            {children}
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid={`${id}-cancel`}>
          {t('app.cancel')}
        </Button>
        <Button type="submit" form={`${id}-form`} variant="contained" disabled={busy} data-testid={`${id}-save`}>
          {saveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
