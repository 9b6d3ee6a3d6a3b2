import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function Loader({ testId = 'loader' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Box data-testid={testId} sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      {/* the spinner is the progressbar; one without a name is an axe finding (aria-progressbar-name) */}
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
