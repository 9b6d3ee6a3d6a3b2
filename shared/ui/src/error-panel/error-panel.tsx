import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { VersionConflict } from '@app/contracts';

export interface ErrorPanelProps {
  module: string;
  onRetry?: () => void;
  detail?: string;
  /** the module's build needs other majors of the shared packages than the page runs: it is not loaded */
  incompatible?: { version: string; conflicts: VersionConflict[] };
}

/** Shown in a remote's area when that remote cannot be loaded or mounted; the rest keeps working. */
export function ErrorPanel({ module, onRetry, detail, incompatible }: ErrorPanelProps) {
  const { t } = useTranslation();
  const message = incompatible
    ? incompatible.conflicts
        .map((c) =>
          t('errors.module_incompatible', { module, version: incompatible.version, package: c.name, built: c.built, running: c.running }),
        )
        .join(' ')
    : t('errors.module_failed', { module });
  return (
    <Alert
      data-testid={incompatible ? 'module-incompatible' : 'module-error'}
      severity="error"
      sx={{ m: 2 }}
      action={
        onRetry && !incompatible ? (
          <Button color="inherit" size="small" onClick={onRetry} data-testid="module-error-retry">
            {t('app.retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
      {detail ? ` (${detail})` : ''}
    </Alert>
  );
}
