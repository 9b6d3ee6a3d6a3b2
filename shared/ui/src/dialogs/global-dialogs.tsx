import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { navigate } from '@app/platform/navigation';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorDialog } from './error-dialog';
import { dialogStore, dismissToast, useDialogs } from '@app/ui/dialog-store';

/** Renders the page's global dialogs, loader and toasts; the shell mounts it once. */
export function GlobalDialogs() {
  const { t } = useTranslation();
  const confirmRequest = useDialogs((s) => s.confirm);
  const error = useDialogs((s) => s.error);
  const loading = useDialogs((s) => s.loading);
  const toasts = useDialogs((s) => s.toasts);

  const settle = (answer: boolean) => {
    confirmRequest?.resolve(answer);
    dialogStore.setState({ confirm: null });
  };
  const closeError = () => {
    error?.onClose?.();
    dialogStore.setState({ error: null });
  };

  return (
    <>
      <ConfirmDialog
        open={!!confirmRequest}
        title={confirmRequest?.title}
        message={confirmRequest?.message}
        bypass={confirmRequest?.bypass}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
      {error ? (
        <ErrorDialog
          open
          code={error.code}
          message={error.message}
          requestId={error.requestId}
          critical={error.critical}
          onClose={closeError}
          onDashboard={() => {
            dialogStore.setState({ error: null });
            navigate('/dashboard');
          }}
        />
      ) : null}
      <Backdrop open={loading > 0} sx={{ zIndex: 2000 }} data-testid="global-loader">
        <CircularProgress color="inherit" aria-label={t('app.loading')} />
      </Backdrop>
      <Stack spacing={1} sx={{ position: 'fixed', bottom: 72, right: 16, zIndex: 2100, maxWidth: 420 }}>
        {toasts.map((item) => (
          <Alert key={item.id} severity={item.severity} variant="filled" data-testid={item.testId} onClose={() => dismissToast(item.id)}>
            {item.message}
          </Alert>
        ))}
      </Stack>
    </>
  );
}
