import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canTakePush } from '@app/platform/push';
import { openWorkAlertKey, readOpenWorkAlert, saveOpenWorkAlert } from '../api/open-work-alert';

/**
 * "Tell me when new work fits me" (docs/open-work.md 'Told when work fits'): on, this phone is
 * registered for push and the service tells the substitute of newly fitting work; hidden where the
 * browser cannot take push messages or they are refused for this site.
 */
export function OpenWorkAlertSwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alert = useQuery({ queryKey: openWorkAlertKey, queryFn: ({ signal }) => readOpenWorkAlert(signal), enabled: canTakePush() });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!canTakePush() || !alert.data) return null;

  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      queryClient.setQueryData(openWorkAlertKey, await saveOpenWorkAlert(on));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <FormControlLabel
        sx={{ mb: 1 }}
        label={t('open_work.alert.label')}
        control={
          <Switch
            checked={alert.data.on}
            disabled={busy}
            onChange={(event) => void change(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'open-work-alert' } as object }}
          />
        }
      />
      {failed ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="open-work-alert-failed">
          {t('open_work.alert.failed')}
        </Alert>
      ) : null}
    </>
  );
}
