import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@app/platform/api';
import { confirm } from '@app/ui/dialog-store';
import { RevealOnceDialog } from '../../components/reveal-once-dialog';
import { regenerateDataSupplierToken } from './api/data-supplier-token-api';

export interface DataSupplierTokenTabProps {
  id: number;
  canEdit: boolean;
}

/**
 * The data supplier popup's token tab: the server keeps only the token's hash, so the tab explains
 * that and offers `POST data-supplier/{id}/regenerate-token` after a confirmation, showing the new
 * token once like the create popup does.
 */
export function DataSupplierTokenTab({ id, canEdit }: DataSupplierTokenTabProps) {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const regenerate = async () => {
    if (!(await confirm({ title: t('reveal_once.regenerate'), message: t('reveal_once.regenerate_confirm') }))) return;
    setBusy(true);
    setError(null);
    try {
      setToken(await regenerateDataSupplierToken(id));
    } catch (failure) {
      setError(apiErrorText(failure, t('entity_popup.load_failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack sx={{ gap: 2, alignItems: 'flex-start' }} data-testid="data-supplier-token">
      <Typography variant="body2">{t('reveal_once.token_help')}</Typography>
      {error ? (
        <Alert severity="error" data-testid="data-supplier-token-error">
          {error}
        </Alert>
      ) : null}
      {canEdit ? (
        <Button
          variant="outlined"
          color="warning"
          disabled={busy}
          onClick={() => void regenerate()}
          data-testid="data-supplier-token-regenerate"
        >
          {t('reveal_once.regenerate')}
        </Button>
      ) : null}
      {token ? <RevealOnceDialog value={token} onDone={() => setToken(null)} /> : null}
    </Stack>
  );
}
