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
import { apiDateToDisplay, DateField, displayDateToApi, SelectField } from '@app/ui/template-form';
import type { Conduct, ConductFields } from './api/conducts-api';

export interface ConductDialogProps {
  /** null: closed; 'new': add one; a certificate: edit it */
  editing: Conduct | 'new' | null;
  error: string | null;
  onSubmit(fields: ConductFields): Promise<void>;
  onClose(): void;
}

/**
 * Add or edit a certificate of conduct (MD-COC-01): branch, file name, issue and expiration date,
 * marked valid (counts whatever its age), remark.
 */
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
  const [branch, setBranch] = useState(current?.branch_id ? String(current.branch_id) : '');
  const [fileName, setFileName] = useState(current?.file_name ?? '');
  const [issue, setIssue] = useState(current ? apiDateToDisplay(current.issue_date) : '');
  const [expires, setExpires] = useState(current?.expiration_date ? apiDateToDisplay(current.expiration_date) : '');
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
      await onSubmit({
        branch_id: branch ? Number(branch) : null,
        file_name: fileName.trim() || null,
        issue_date: date,
        // an unreadable date goes as typed, so the server names the field
        expiration_date: expires ? (displayDateToApi(expires) ?? expires) : null,
        marked_valid: valid,
        remark: remark.trim() || null,
      });
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
          <SelectField
            label={t('conducts.branch')}
            value={branch}
            onChange={(v) => setBranch(Array.isArray(v) ? (v[0] ?? '') : v)}
            onBlur={() => undefined}
            disabled={busy}
            required={false}
            testId="conduct-branch"
            getKey="branches"
            multiple={false}
          />
          <TextField
            label={t('conducts.file_name')}
            value={fileName}
            onChange={(e) => setFileName(e.target.value)}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'conduct-file-name' } }}
          />
          <DateField
            label={t('conducts.issue_date')}
            value={issue}
            onChange={setIssue}
            onBlur={() => undefined}
            disabled={busy}
            required
            testId="conduct-issue-date"
          />
          <DateField
            label={t('conducts.expiration_date')}
            value={expires}
            onChange={setExpires}
            onBlur={() => undefined}
            disabled={busy}
            required={false}
            testId="conduct-expiration-date"
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
