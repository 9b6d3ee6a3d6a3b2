import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SsoButtons } from '@app/ui/sso-buttons';
import { InviteRule, type FieldErrors } from '../invite-rules';
import type { InviteProblem } from '../invite-problem';
import type { Invitation } from '../api/use-invitation';
import { useInviteSubmit, type InviteTab } from '../hooks/use-invite-submit';

/** A rule key is translated; a server text stays as it is. */
function useMessageText() {
  const { t } = useTranslation();
  return (m: string) => t(m, { defaultValue: m });
}

/** One field of a form: its label, its value, its rule or server message under it. */
function InviteField<T extends object>({
  form,
  name,
  label,
  type = 'text',
  values,
  errors,
  onChange,
}: {
  form: InviteTab;
  name: keyof T & string;
  label: string;
  type?: string;
  values: T;
  errors: FieldErrors<T>;
  onChange(name: keyof T & string, value: string): void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const error = errors[name] as string | undefined;
  return (
    <TextField
      label={t(label)}
      type={type}
      value={values[name] as string}
      onChange={(e) => onChange(name, e.target.value)}
      error={!!error}
      helperText={error ? text(error) : undefined}
      slotProps={{ htmlInput: { 'data-testid': `invite-${form}-${name.replace(/_/g, '-')}` } }}
    />
  );
}

/** The server's refusal: every validation message as a list, or its one message. */
function ProblemAlert({ problem }: { problem: InviteProblem }) {
  const text = useMessageText();
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="account-invite-errors">
      {problem.messages.length > 1 ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {problem.messages.map((m, i) => (
            <li key={i}>{text(m)}</li>
          ))}
        </Box>
      ) : (
        text(problem.messages[0] ?? '')
      )}
    </Alert>
  );
}

/** Who is invited where, then join with an existing account or register one, and single sign-on. */
export function InviteForms({ token, invitation }: { token: string; invitation: Invitation }) {
  const { t } = useTranslation();
  const invite = useInviteSubmit(token, invitation);
  const join = { form: 'join' as const, values: invite.join, errors: invite.joinErrors, onChange: invite.setJoinValue };
  const register = { form: 'register' as const, values: invite.register, errors: invite.registerErrors, onChange: invite.setRegisterValue };
  return (
    <>
      {invitation.pool ? (
        <Typography variant="body1" data-testid="account-invite-pool">
          {t('account.invite.invited', { pool: invitation.pool.name })}
        </Typography>
      ) : null}
      {invitation.person ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('account.invite.person', { name: invitation.person.full_name, email: invitation.person.email })}
        </Typography>
      ) : null}
      <Tabs value={invite.tab} onChange={(_e, v: InviteTab) => invite.switchTab(v)} variant="fullWidth" sx={{ mb: 2 }}>
        <Tab value="join" label={t('account.invite.join_tab')} data-testid="account-invite-tab-join" />
        <Tab value="register" label={t('account.invite.register_tab')} data-testid="account-invite-tab-register" />
      </Tabs>
      {invite.incomplete ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="account-invite-incomplete">
          {t(InviteRule.incomplete)}
        </Alert>
      ) : null}
      {invite.problem ? <ProblemAlert problem={invite.problem} /> : null}
      {invite.tab === 'join' ? (
        <Stack component="form" spacing={2} noValidate onSubmit={invite.submitJoin} data-testid="account-invite-join">
          <InviteField {...join} name="email" label="account.invite.email" type="email" />
          <InviteField {...join} name="password" label="account.invite.password" type="password" />
          <Button type="submit" variant="contained" size="large" disabled={invite.busy} data-testid="invite-join-submit">
            {t('account.invite.join_submit')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={invite.submitRegister} data-testid="account-invite-register">
          <InviteField {...register} name="full_name" label="account.invite.full_name" />
          <InviteField {...register} name="email" label="account.invite.email" type="email" />
          <InviteField {...register} name="username" label="account.invite.username" />
          <InviteField {...register} name="password" label="account.invite.password" type="password" />
          <InviteField {...register} name="password_confirmation" label="account.invite.password_confirmation" type="password" />
          <Button type="submit" variant="contained" size="large" disabled={invite.busy} data-testid="invite-register-submit">
            {t('account.invite.register_submit')}
          </Button>
        </Stack>
      )}
      <SsoButtons invitationToken={token} />
    </>
  );
}
