import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Credentials } from '@app/contracts';
import { HydrateLater } from '@app/ui/hydration-steps';

type FieldIssues = Partial<Record<keyof Credentials, string>>;

/**
 * The shared schema's verdict on the form's values: the values it accepts, or each field's issue.
 * The schema (and zod with it) loads on the first check rather than with the page: nobody can
 * submit before the form has painted.
 */
async function checkCredentials(form: HTMLFormElement): Promise<{ values: Credentials } | { issues: FieldIssues }> {
  const { credentialsSchema } = await import('@app/contracts/auth');
  const data = new FormData(form);
  const result = credentialsSchema.safeParse({ username: data.get('username') ?? '', password: data.get('password') ?? '' });
  if (result.success) return { values: result.data };
  const issues: FieldIssues = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Credentials;
    issues[field] ??= issue.code;
  }
  return { issues };
}

/** Generic validation texts for the schema's issues ('The {field} field is required.'). */
function fieldError(code: string | undefined, field: string, t: TFunction): string | undefined {
  if (!code) return undefined;
  if (code === 'too_big') return t('validation.max', { field, max: field === t('login.password') ? 100 : 180 });
  return t('validation.required', { field });
}

/** The tasks after the page's in which the sign-in script takes the pre-rendered fields and button over, one each (ADR 0359). */
export const CREDENTIALS_STEPS = 3;

/**
 * User name and password. The fields are the browser's own (uncontrolled), so what is typed into the
 * pre-rendered form before the script runs stays (ADR 0288). Checked on submit; once a submit has
 * been refused, again on every keystroke, so a message goes as soon as its field is right: `onInput`,
 * as the sign-in page runs on Preact (ADR 0359), whose form `onChange` is the browser's change event,
 * sent only on leaving the field, so the message left as the submit button was pressed and the button,
 * moving up, missed the click.
 */
export function CredentialsForm({ busy, onSubmit }: { busy: boolean; onSubmit(credentials: Credentials): void }) {
  const { t } = useTranslation();
  const [issues, setIssues] = useState<FieldIssues | null>(null);
  const usernameLabel = t('login.username');
  const passwordLabel = t('login.password');
  const usernameError = fieldError(issues?.username, usernameLabel, t);
  const passwordError = fieldError(issues?.password, passwordLabel, t);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void checkCredentials(event.currentTarget).then((verdict) => {
      if ('values' in verdict) {
        setIssues(null);
        onSubmit(verdict.values);
      } else setIssues(verdict.issues);
    });
  };
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    if (!issues) return;
    void checkCredentials(event.currentTarget).then((verdict) => setIssues('issues' in verdict ? verdict.issues : {}));
  };

  return (
    // post: a submit that reaches the server before the app runs (pre-rendered form) never puts the password in an address
    <Stack component="form" method="post" spacing={2} noValidate onSubmit={submit} onInput={recheck} data-testid="login-form">
      <HydrateLater step={1}>
        <TextField
          name="username"
          label={usernameLabel}
          autoComplete="username"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in step exists to take the user name: the cursor starts there
          autoFocus
          error={!!usernameError}
          helperText={usernameError}
          slotProps={{ htmlInput: { 'data-testid': 'login-username' } }}
        />
      </HydrateLater>
      <HydrateLater step={2}>
        <TextField
          name="password"
          type="password"
          label={passwordLabel}
          autoComplete="current-password"
          error={!!passwordError}
          helperText={passwordError}
          slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
        />
      </HydrateLater>
      <HydrateLater step={3}>
        <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </HydrateLater>
    </Stack>
  );
}
