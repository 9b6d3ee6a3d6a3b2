import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { authApi } from '@app/platform';
import { errorText } from '../lib/error-text';
import { SafeHtml } from './safe-html';

/** The pool's support information (GET auth/current-pool?include=info), rendered safely. */
export function SupportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  // read again each time it opens: an admin may have changed it meanwhile
  const info = useQuery({
    queryKey: ['current-pool-info'],
    queryFn: async () => (await authApi.currentPoolInfo())?.info?.support ?? null,
    enabled: open,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const support = info.isError ? null : info.data;
  const error = info.isError ? errorText(info.error) : null;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { 'data-testid': 'support-dialog' } as object }}>
      <DialogTitle>{t('user_menu.support_title')}</DialogTitle>
      <DialogContent>
        {support === undefined && !error ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={24} aria-label={t('app.loading')} />
          </Box>
        ) : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        {support ? (
          <Box data-testid="support-text" sx={{ '& p': { mt: 0 } }}>
            <SafeHtml html={support} />
          </Box>
        ) : null}
        {support === null && !error ? (
          <Typography color="text.secondary" data-testid="support-empty">
            {t('user_menu.support_empty')}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="support-close">
          {t('app.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
