import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { loadRegistry } from './registry';

/** The registry could not be read: no module's route is known, so offer to read it again. */
export function RegistryUnavailable() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      data-testid="registry-error"
      action={
        <Button color="inherit" size="small" onClick={() => void loadRegistry(true).catch(() => undefined)} data-testid="registry-retry">
          {t('app.retry')}
        </Button>
      }
    >
      {t('errors.modules_unavailable')}
    </Alert>
  );
}
