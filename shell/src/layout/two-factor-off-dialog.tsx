import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { authApi } from '@app/platform';
import { errorText } from '../lib/error-text';

/**
 * Turning two-factor login off asks the password: a session alone, on a borrowed laptop
 * or with a stolen token, must not weaken the login. The server checks it and answers 422 when wrong.
 */
export function TwoFactorOffDialog({ open, onClose, onDone }: { open: boolean; onClose(): void; onDone(twoFactor: boolean): void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return setError(t('password.required'));
    setBusy(true);
    try {
      const { two_factor } = await authApi.toggleTwoFactor({ password });
      close();
      onDone(two_factor);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" slotProps={{ paper: { 'data-testid': 'two-factor-off-dialog' } as object }}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle>{t('user_menu.two_factor_off_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{t('user_menu.two_factor_off_text')}</Typography>
            <Typography variant="body2">{t('user_menu.two_factor_off_password')}</Typography>
            {error ? (
              <Alert severity="error" data-testid="two-factor-off-error">
                {error}
              </Alert>
            ) : null}
            <TextField
              type="password"
              label={t('password.current')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to take the password: the cursor starts there
              autoFocus
              slotProps={{ htmlInput: { 'data-testid': 'two-factor-off-password' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('app.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="two-factor-off-submit">
            {t('user_menu.two_factor_off_confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
