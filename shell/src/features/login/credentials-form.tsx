import { useForm, type Resolver } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Credentials } from '@app/contracts';

/**
 * The shared schema (and zod with it) loads on the first validation rather than with the page:
 * nobody can submit before the form has painted, and /login's first download stays small.
 */
const credentialsResolver: Resolver<Credentials> = async (values, context, options) => {
  const [{ zodResolver }, { credentialsSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@app/contracts/auth')]);
  return (zodResolver(credentialsSchema) as Resolver<Credentials>)(values, context, options);
};

/** Generic validation texts for the schema's issues ('The {field} field is required.'). */
function fieldError(type: string | undefined, field: string, t: TFunction): string | undefined {
  if (!type) return undefined;
  if (type === 'too_big') return t('validation.max', { field, max: field === t('login.password') ? 100 : 180 });
  return t('validation.required', { field });
}

export function CredentialsForm({ busy, onSubmit }: { busy: boolean; onSubmit(credentials: Credentials): void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<Credentials>({ resolver: credentialsResolver });
  const usernameLabel = t('login.username');
  const passwordLabel = t('login.password');
  const usernameError = fieldError(formState.errors.username?.type, usernameLabel, t);
  const passwordError = fieldError(formState.errors.password?.type, passwordLabel, t);

  return (
    // post: a submit that reaches the server before the app runs (pre-rendered form) never puts the password in an address
    <Stack component="form" method="post" spacing={2} noValidate onSubmit={handleSubmit(onSubmit)} data-testid="login-form">
      <TextField
        {...register('username')}
        label={usernameLabel}
        autoComplete="username"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in step exists to take the user name: the cursor starts there
        autoFocus
        error={!!usernameError}
        helperText={usernameError}
        slotProps={{ htmlInput: { 'data-testid': 'login-username' } }}
      />
      <TextField
        {...register('password')}
        type="password"
        label={passwordLabel}
        autoComplete="current-password"
        error={!!passwordError}
        helperText={passwordError}
        slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
