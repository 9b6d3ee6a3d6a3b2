import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Shown in a remote's area when that remote cannot be loaded or mounted; the rest keeps working. */
export function ErrorPanel({ module, onRetry, detail }: { module: string; onRetry?: () => void; detail?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      data-testid="module-error"
      severity="error"
      sx={{ m: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry} data-testid="module-error-retry">
            {t('app.retry')}
          </Button>
        ) : undefined
      }
    >
      {t('errors.module_failed', { module })}
      {detail ? ` (${detail})` : ''}
    </Alert>
  );
}
