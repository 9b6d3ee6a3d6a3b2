import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { apiDateToDisplay, DateField, displayDateToApi } from '@app/ui/template-form';
import type { Conduct, ConductFields } from './api/conducts-api';

export interface ConductDialogProps {
  /** null: closed; 'new': add one; a certificate: edit it */
  editing: Conduct | 'new' | null;
  error: string | null;
  onSubmit(fields: ConductFields): Promise<void>;
  onClose(): void;
}

/** Add or edit a certificate of conduct: issue date, marked valid (counts whatever its age), remark. */
export function ConductDialog({ editing, error, onSubmit, onClose }: ConductDialogProps) {
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { 'data-testid': 'conduct-dialog' } as object }}
    >
      {editing !== null ? (
        <ConductForm key={editing === 'new' ? 'new' : editing.id} editing={editing} error={error} onSubmit={onSubmit} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

/** The dialog's fields, started from the certificate opened (a new key per certificate starts them afresh). */
function ConductForm({ editing, error, onSubmit, onClose }: ConductDialogProps & { editing: Conduct | 'new' }) {
  const { t } = useTranslation();
  const current = editing === 'new' ? null : editing;
  const [issue, setIssue] = useState(current ? apiDateToDisplay(current.issue_date) : '');
  const [valid, setValid] = useState(current?.marked_valid ?? false);
  const [remark, setRemark] = useState(current?.remark ?? '');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const date = displayDateToApi(issue);
    setMissing(!date);
    if (!date) return;
    setBusy(true);
    try {
      await onSubmit({ issue_date: date, marked_valid: valid, remark: remark.trim() || null });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogTitle>{current ? t('conducts.edit') : t('conducts.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error || missing ? (
            <Alert severity="error" data-testid="conduct-dialog-error">
              {error ?? t('conducts.issue_required')}
            </Alert>
          ) : null}
          <DateField
            label={t('conducts.issue_date')}
            value={issue}
            onChange={setIssue}
            onBlur={() => undefined}
            disabled={busy}
            required
            testId="conduct-issue-date"
          />
          <FormControlLabel
            control={
              <Checkbox checked={valid} onChange={(e) => setValid(e.target.checked)} disabled={busy} data-testid="conduct-marked-valid" />
            }
            label={t('conducts.marked_valid')}
          />
          <TextField
            label={t('conducts.remark')}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            disabled={busy}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('conducts.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} data-testid="conduct-save">
          {t('conducts.save')}
        </Button>
      </DialogActions>
    </>
  );
}
