import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { navigate } from '@app/platform/navigation';
import { errorTexts, type ErrorKind } from './error-texts';

/** A full-page error (access denied, bad request, method not allowed, page not found, critical). */
export function ErrorPage({ kind, message }: { kind: ErrorKind; message?: string }) {
  const { t } = useTranslation();
  const texts = errorTexts[kind];
  return (
    <Box data-testid={`error-page-${kind}`} sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(texts.title)}
      </Typography>
      {message ? (
        <Typography variant="h6" component="p" data-testid="error-page-message" gutterBottom>
          {message}
        </Typography>
      ) : null}
      <Typography color="text.secondary" gutterBottom>
        {t(texts.text)}
      </Typography>
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => navigate('/dashboard')} data-testid="go-to-dashboard">
        {t('app.go_to_dashboard')}
      </Button>
    </Box>
  );
}
