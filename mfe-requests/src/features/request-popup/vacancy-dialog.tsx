import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { requestUpdateSchema, type RequestView } from '@app/contracts';
import { apiProblem } from '@app/platform/api';
import { toast } from '@app/ui/dialog-store';
import { entityListKey } from '@app/ui/entity-list';
import { requestApi, requestKeys } from '../../lib/request-api';
import { schemaErrors } from '../../lib/schema-errors';
import type { RequestLock } from './use-request-lock';

export interface VacancyDialogProps {
  request: RequestView;
  lock: RequestLock;
  onClose(): void;
}

/**
 * The external vacancy popup (REQ-POPUP-02, GAP-19; docs/requests.md 'Screens'): the request's
 * vacancy url, opened in a new tab, and for a user who may change the request a field to change
 * or clear it. It is checked with the service's own schema (http or https only), saved through the
 * request's update (which takes the lock first, as the Data tab does) and logged as 'updated'.
 */
export function VacancyDialog({ request, lock, onClose }: VacancyDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editable = request.editable && !lock.lockedByOther;
  const [value, setValue] = useState(request.vacancy_url ?? '');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = value.trim() !== (request.vacancy_url ?? '');

  const save = async () => {
    const body = { vacancy_url: value.trim() || null };
    const problems = schemaErrors(requestUpdateSchema, body);
    setError(problems.vacancy_url ?? null);
    setProblem(null);
    if (problems.vacancy_url) return;
    setSaving(true);
    try {
      if (!(await lock.startEditing())) {
        setProblem(t('lock.held_by_other'));
        return;
      }
      const saved = await requestApi.update(request.id, body);
      queryClient.setQueryData(requestKeys.request(request.id), saved);
      void queryClient.invalidateQueries({ queryKey: requestKeys.part(request.id, 'timeline') });
      void queryClient.invalidateQueries({ queryKey: entityListKey('request') });
      toast(t('vacancy.saved', { id: request.id }), { severity: 'success', testId: 'request-popup-toast' });
      onClose();
    } catch (failure) {
      const { fields, messages } = apiProblem(failure);
      if (fields.vacancy_url) setError(fields.vacancy_url.join(' '));
      else setProblem(messages.join(' ') || t('vacancy.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { 'data-testid': 'vacancy-dialog' } as object }}>
      <DialogTitle>{t('vacancy.title', { id: request.id })}</DialogTitle>
      <DialogContent>
        <form
          id="vacancy-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Stack sx={{ gap: 2, pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('vacancy.intro')}
            </Typography>
            {request.vacancy_url ? (
              <Link href={request.vacancy_url} target="_blank" rel="noopener noreferrer" data-testid="vacancy-open">
                {t('vacancy.open')}
              </Link>
            ) : (
              <Typography data-testid="vacancy-none">{t('vacancy.none')}</Typography>
            )}
            {problem ? (
              <Alert severity="error" data-testid="vacancy-error">
                {problem}
              </Alert>
            ) : null}
            {editable ? (
              <TextField
                label={t('vacancy.url')}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                error={!!error}
                helperText={error ?? t('vacancy.url_help')}
                type="url"
                slotProps={{ htmlInput: { 'data-testid': 'vacancy-url', inputMode: 'url' } }}
              />
            ) : (
              <Typography variant="body2" color="text.secondary" data-testid="vacancy-read-only">
                {lock.lockedByOther ? t('lock.locked_by_other', { name: request.lock.locked_by?.full_name ?? '' }) : t('vacancy.read_only')}
              </Typography>
            )}
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="vacancy-cancel">
          {t('app.cancel')}
        </Button>
        {editable ? (
          <Button type="submit" form="vacancy-form" variant="contained" disabled={saving || !changed} data-testid="vacancy-save">
            {t('vacancy.save')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
