import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { EmbedTokenCreate } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { SelectField } from '@app/ui/template-form';

export interface EmbedTokenDialogProps {
  busy: boolean;
  /** the server's refusal of the last try */
  error: unknown;
  onIssue(input: EmbedTokenCreate): void;
  onClose(): void;
}

/** The issue dialog: a label, the branches it shows (none: the whole pool) and the intranet origins that may frame the overview, one a line. */
export function EmbedTokenDialog({ busy, error, onIssue, onClose }: EmbedTokenDialogProps) {
  const { t } = useTranslation();
  const [label, setLabel] = useState('');
  const [origins, setOrigins] = useState('');
  const [branches, setBranches] = useState<string[]>([]);
  const lines = origins
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth slotProps={{ paper: { 'data-testid': 'embed-token-dialog' } as object }}>
      <DialogTitle>{t('embed_tokens.issue')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {error ? (
            <Alert severity="error" data-testid="embed-token-error">
              {apiErrorText(error, t('embed_tokens.issue_failed'))}
            </Alert>
          ) : null}
          <TextField
            label={t('embed_tokens.label')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            required
            slotProps={{ htmlInput: { 'data-testid': 'embed-token-label', maxLength: 100 } }}
          />
          <SelectField
            label={t('embed_tokens.branches')}
            value={branches}
            onChange={(v) => setBranches(Array.isArray(v) ? v : v ? [v] : [])}
            onBlur={() => undefined}
            disabled={busy}
            required={false}
            testId="embed-token-branches"
            getKey="branches"
            multiple
          />
          <TextField
            label={t('embed_tokens.origins')}
            helperText={t('embed_tokens.origins_help')}
            value={origins}
            onChange={(e) => setOrigins(e.target.value)}
            multiline
            minRows={2}
            required
            slotProps={{ htmlInput: { 'data-testid': 'embed-token-origins' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('embed_tokens.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || !label.trim() || lines.length === 0}
          onClick={() => onIssue({ label: label.trim(), origins: lines, ...(branches.length ? { branches: branches.map(Number) } : {}) })}
          data-testid="embed-token-issue"
        >
          {t('embed_tokens.issue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
