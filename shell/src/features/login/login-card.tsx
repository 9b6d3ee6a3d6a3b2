import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@app/contracts';
import { currentLocale } from '@app/i18n';
import type { PoolOverride } from './api/pool-override';

// Both notices come with a server's answer (the pool's, the login's), never with the first paint:
// the Alert loads with them rather than with the sign-in page (ADR 0288).
const Alert = lazy(() => import('@mui/material/Alert'));

/** The login page's card: the product or the pool's logo, the title, the pool's message, the error, then the stage. */
export function LoginCard({ override, error, children }: { override: PoolOverride | null; error: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  const custom = override?.custom_messages?.[currentLocale()];
  // The card hangs from a fixed top rather than being centred: a centred card moves up as it grows,
  // and it grows while a slow connection's HTML is still arriving (a partial first paint), when the
  // pool's message comes and when an error shows; hung from the top, what is on screen stays put.
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', p: 2, pt: { xs: 2, sm: '12vh' } }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 400 }} data-testid="login-page">
        {override?.logo ? (
          <Box component="img" src={override.logo} alt={override.name} data-testid="pool-logo" sx={{ maxHeight: 64, mb: 2 }} />
        ) : (
          <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 700, mb: 1 }}>
            {PRODUCT_NAME}
          </Typography>
        )}
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('login.title')}
        </Typography>
        <Suspense fallback={null}>
          {custom ? (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="pool-message">
              {custom}
            </Alert>
          ) : null}
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="login-error">
              {error}
            </Alert>
          ) : null}
        </Suspense>
        {children}
      </Paper>
    </Box>
  );
}
