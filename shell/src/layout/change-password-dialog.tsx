import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { apiProblem, authApi, refreshSession } from '@app/platform';
import { toast } from '@app/ui';
import {
  changePasswordFormSchema,
  confirmationDiffers,
  EMPTY_CHANGE_PASSWORD,
  passwordMessageKey,
  type ChangePasswordForm,
} from '../lib/password-rules';

interface ServerError {
  title: string;
  text: string;
}

/** Password change errors: the answer's messages joined as the title, the field messages as the text. */
export function changePasswordErrorOf(error: unknown, fallback: string): ServerError {
  const { messages, fields } = apiProblem(error);
  return { title: messages.join(' ') || fallback, text: Object.values(fields).flat().filter(Boolean).join(' ') };
}

/** The user menu's change-password dialog (PATCH account/password-reset). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, getValues, formState } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY_CHANGE_PASSWORD,
  });
  const [busy, setBusy] = useState(false);
  const [mismatch, setMismatch] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);

  const close = () => {
    reset(EMPTY_CHANGE_PASSWORD);
    setMismatch(false);
    setServerError(null);
    onClose();
  };

  const send = async (values: ChangePasswordForm) => {
    setBusy(true);
    setServerError(null);
    try {
      await authApi.changePassword({ current_password: values.current_password, password: values.password });
      // the change ended every token of the account; this session's login was kept: take its new token now
      await refreshSession();
      toast(t('password.changed'), { severity: 'success', testId: 'change-password-done' });
      close();
    } catch (e) {
      setServerError(changePasswordErrorOf(e, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    if (confirmationDiffers(getValues())) {
      // a confirmation that differs clears every field
      reset(EMPTY_CHANGE_PASSWORD);
      setMismatch(true);
      return;
    }
    setMismatch(false);
    void handleSubmit(send)(event);
  };

  const text = (message: string | undefined) => {
    const key = passwordMessageKey(message);
    return key ? t(key) : undefined;
  };
  const errors = {
    current_password: text(formState.errors.current_password?.message),
    password: text(formState.errors.password?.message),
    password_confirmation: text(formState.errors.password_confirmation?.message),
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { 'data-testid': 'change-password-dialog' } as object }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('password.change_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {mismatch ? (
              <Alert severity="warning" data-testid="change-password-mismatch">
                {t('password.mismatch')}
              </Alert>
            ) : null}
            {serverError ? (
              <Alert severity="error" data-testid="change-password-error">
                <AlertTitle>{serverError.title}</AlertTitle>
                {serverError.text}
              </Alert>
            ) : null}
            <TextField
              {...register('current_password')}
              type="password"
              label={t('password.current')}
              autoComplete="current-password"
              error={!!errors.current_password}
              helperText={errors.current_password}
              slotProps={{ htmlInput: { 'data-testid': 'change-password-current' } }}
            />
            <TextField
              {...register('password')}
              type="password"
              label={t('password.new')}
              autoComplete="new-password"
              error={!!errors.password}
              helperText={errors.password}
              slotProps={{ htmlInput: { 'data-testid': 'change-password-new' } }}
            />
            <TextField
              {...register('password_confirmation')}
              type="password"
              label={t('password.confirmation')}
              autoComplete="new-password"
              error={!!errors.password_confirmation}
              helperText={errors.password_confirmation}
              slotProps={{ htmlInput: { 'data-testid': 'change-password-confirmation' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} data-testid="change-password-cancel">
            {t('app.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="change-password-submit">
            {t('password.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
