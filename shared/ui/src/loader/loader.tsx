import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function Loader({ testId = 'loader' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Box data-testid={testId} role="progressbar" aria-label={t('app.loading')} sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress />
    </Box>
  );
}
