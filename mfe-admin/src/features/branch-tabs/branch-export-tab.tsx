import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@app/platform/api';
import { fetchBranchExport } from './api/branch-tabs-api';

/** The branch popup's Export tab: the branch's data as a CSV or PDF download, titled in the user's language. */
export function BranchExportTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    setFailed(false);
    try {
      saveBlob(await fetchBranchExport(id, format, t), `branch-${id}.${format}`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="branch-export">
      <Typography>{t('branch_tabs.export.text')}</Typography>
      {failed ? <Alert severity="error">{t('branch_tabs.export.failed')}</Alert> : null}
      <Stack direction="row" spacing={1}>
        {(['csv', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant="contained"
            disabled={busy !== null}
            onClick={() => void download(format)}
            data-testid={`branch-export-${format}`}
          >
            {t(`branch_tabs.export.${format}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
