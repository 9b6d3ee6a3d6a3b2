import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fetchFile, saveBlob } from '@app/platform/api';

/** The person popup's report tab (the person card's "PDF of personal data", ADR 0101): one download. */
export function PersonReportTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await fetchFile(`/person/${id}/report`), `person-${id}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="person-report">
      <Typography>{t('person_report.text')}</Typography>
      {failed ? <Alert severity="error">{t('person_report.failed')}</Alert> : null}
      <Button variant="contained" disabled={busy} onClick={() => void download()} data-testid="person-report-download">
        {t('person_report.download')}
      </Button>
    </Stack>
  );
}
