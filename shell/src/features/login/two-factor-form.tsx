import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export const twoFactorFormSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'login.two_factor_code_format'),
});
export type TwoFactorForm = z.infer<typeof twoFactorFormSchema>;

/** The two-factor stage: the six-digit access code sent by e-mail. */
export function TwoFactorForm({ busy, onSubmit }: { busy: boolean; onSubmit(code: string): void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<TwoFactorForm>({
    resolver: zodResolver(twoFactorFormSchema),
    defaultValues: { code: '' },
  });
  const error = formState.errors.code?.message;
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit((v) => onSubmit(v.code))} data-testid="login-two-factor">
      <Typography variant="subtitle1">{t('login.two_factor_title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('login.two_factor_text')}
      </Typography>
      <TextField
        {...register('code')}
        label={t('login.two_factor_code')}
        autoComplete="one-time-code"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- this step exists to take the mailed code: the cursor starts there
        autoFocus
        error={!!error}
        helperText={error ? t(error) : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, 'data-testid': 'two-factor-code' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="two-factor-submit">
        {t('login.two_factor_submit')}
      </Button>
    </Stack>
  );
}
