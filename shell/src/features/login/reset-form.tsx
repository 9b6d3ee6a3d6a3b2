import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { passwordMessageKey, resetFormSchema, type ResetForm } from '../../lib/password-rules';

/** Reset by token (`/login/reset/:token`): new password with the strong-password rule, twice. */
export function ResetForm({ busy, onSubmit }: { busy: boolean; onSubmit(values: ResetForm): void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const text = (message: string | undefined) => {
    const key = passwordMessageKey(message);
    return key ? t(key) : undefined;
  };
  const passwordError = text(formState.errors.password?.message);
  const confirmationError = text(formState.errors.password_confirmation?.message);
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(onSubmit)} data-testid="reset-password-page">
      <Typography variant="subtitle1">{t('login.reset_title')}</Typography>
      <TextField
        {...register('password')}
        type="password"
        label={t('login.new_password')}
        autoComplete="new-password"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- this step exists to take the new password: the cursor starts there
        autoFocus
        error={!!passwordError}
        helperText={passwordError}
        slotProps={{ htmlInput: { 'data-testid': 'reset-password' } }}
      />
      <TextField
        {...register('password_confirmation')}
        type="password"
        label={t('login.password_confirmation')}
        autoComplete="new-password"
        error={!!confirmationError}
        helperText={confirmationError}
        slotProps={{ htmlInput: { 'data-testid': 'reset-password-confirmation' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="reset-password-submit">
        {t('login.reset_submit')}
      </Button>
    </Stack>
  );
}
