import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const forgotFormSchema = z.object({ login: z.string().trim().min(1, 'password.required').max(180) });
type ForgotForm = z.infer<typeof forgotFormSchema>;

/** Forgot password: e-mail address or username. */
export function ForgotForm({ busy, onSubmit }: { busy: boolean; onSubmit(login: string): void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<ForgotForm>({
    resolver: zodResolver(forgotFormSchema),
    defaultValues: { login: '' },
  });
  const error = formState.errors.login?.message;
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit((v) => onSubmit(v.login))} data-testid="forgot-password-form">
      <Typography variant="subtitle1">{t('login.forgot_title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('login.forgot_text')}
      </Typography>
      <TextField
        {...register('login')}
        label={t('login.username')}
        autoComplete="username"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- this step exists to take the user name or e-mail: the cursor starts there
        autoFocus
        error={!!error}
        helperText={error ? t(error) : undefined}
        slotProps={{ htmlInput: { 'data-testid': 'forgot-password-login' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="forgot-password-submit">
        {t('login.forgot_submit')}
      </Button>
    </Stack>
  );
}
