import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, type TokenResponse } from '@app/contracts';
import { ApiError, authApi, type AuthApi } from '@app/platform/api';
import { navigate } from '@app/platform/navigation';
import { sessionStore } from '@app/platform/session';
import { toast } from '@app/ui/dialog-store';
import type { PageProps } from '@app/ui/module-routes';
import { isStandalone } from '../host';
import {
  hasErrors,
  InviteRule,
  validateJoin,
  validateRegister,
  type FieldErrors,
  type JoinValues,
  type RegisterValues,
} from './invite-rules';
import { SsoButtons } from '@app/ui/sso-buttons';

type Invitation = Awaited<ReturnType<AuthApi['invitation']>>;

/** What a failed call shows: 422 lists every validation message, other codes the meta messages. */
export interface InviteProblem {
  messages: string[];
  fields: Record<string, string[]>;
}

export function inviteProblemOf(error: unknown, fallback: string): InviteProblem {
  if (error instanceof ApiError) {
    const fields = error.status === 422 ? error.fieldErrors : {};
    const meta = (error.meta.messages ?? []).map((m) => m.message).filter(Boolean);
    const listed = Object.values(fields).flat();
    const messages = error.status === 422 && listed.length ? listed : meta;
    return { messages: messages.length ? messages : [fallback], fields };
  }
  return { messages: [error instanceof Error && error.message ? error.message : fallback], fields: {} };
}

function goHome(message: string): void {
  if (isStandalone()) {
    window.location.assign('/');
    return;
  }
  toast(message, { severity: 'success', testId: 'account-invite-done' });
  navigate('/');
}

/** `/account/invite/:token`: join with an existing account or register (spec 000 section 2). */
export function AccountInvitePage({ params }: PageProps) {
  const { t, i18n } = useTranslation();
  /** a rule key is translated; a server text stays as it is */
  const tr = (m: string) => (i18n.exists(m) ? t(m) : m);
  const token = params.token ?? '';
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [loadProblem, setLoadProblem] = useState<InviteProblem | null>(null);
  const [tab, setTab] = useState<'join' | 'register'>('join');
  const [join, setJoin] = useState<JoinValues>({ email: '', password: '' });
  const [reg, setReg] = useState<RegisterValues>({ full_name: '', email: '', username: '', password: '', password_confirmation: '' });
  const [joinErrors, setJoinErrors] = useState<FieldErrors<JoinValues>>({});
  const [regErrors, setRegErrors] = useState<FieldErrors<RegisterValues>>({});
  const [incomplete, setIncomplete] = useState(false);
  const [problem, setProblem] = useState<InviteProblem | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setInvitation(null);
    setLoadProblem(null);
    authApi
      .invitation(token)
      .then((data) => {
        if (!live) return;
        setInvitation(data ?? { pool: null, person: null });
        const email = data?.person?.email ?? '';
        setJoin((v) => ({ ...v, email: v.email || email }));
        setReg((v) => ({ ...v, email: v.email || email, full_name: v.full_name || (data?.person?.full_name ?? '') }));
      })
      .catch((e: unknown) => live && setLoadProblem(inviteProblemOf(e, t('account.invite.load_failed'))));
    return () => {
      live = false;
    };
  }, [token]);

  const switchTab = (next: 'join' | 'register') => {
    setTab(next);
    setIncomplete(false);
    setProblem(null);
  };

  async function send(call: () => Promise<TokenResponse>, done: string) {
    setBusy(true);
    setProblem(null);
    try {
      // the answer logs the invited profile in: keep its tokens so home opens signed in
      sessionStore.getState().setTokens(await call());
      goHome(done);
    } catch (e) {
      const found = inviteProblemOf(e, t('errors.unknown'));
      setProblem(found);
      const first = (field: string) => found.fields[field]?.[0];
      if (tab === 'join') setJoinErrors({ email: first('email'), password: first('password') });
      else
        setRegErrors({
          full_name: first('full_name'),
          email: first('email'),
          username: first('username'),
          password: first('password'),
          password_confirmation: first('password_confirmation'),
        });
    } finally {
      setBusy(false);
    }
  }

  const submitJoin = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateJoin(join);
    setJoinErrors(errors);
    setIncomplete(hasErrors(errors));
    if (hasErrors(errors)) return;
    void send(() => authApi.joinInvitation(token, { email: join.email.trim(), password: join.password }), t('account.invite.joined'));
  };

  const submitRegister = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateRegister(reg);
    setRegErrors(errors);
    setIncomplete(hasErrors(errors));
    if (hasErrors(errors)) return;
    void send(
      () =>
        authApi.registerInvitation(token, {
          token,
          email: reg.email.trim(),
          password: reg.password,
          password_confirmation: reg.password_confirmation,
          username: reg.username.trim(),
          full_name: reg.full_name.trim(),
        }),
      t('account.invite.created'),
    );
  };

  const fieldText = (key: string | undefined) => (key ? tr(key) : undefined);
  const joinField = (name: keyof JoinValues, label: string, type = 'text') => (
    <TextField
      label={t(label)}
      type={type}
      value={join[name]}
      onChange={(e) => setJoin((v) => ({ ...v, [name]: e.target.value }))}
      error={!!joinErrors[name]}
      helperText={fieldText(joinErrors[name])}
      slotProps={{ htmlInput: { 'data-testid': `invite-join-${name.replace(/_/g, '-')}` } }}
    />
  );
  const regField = (name: keyof RegisterValues, label: string, type = 'text') => (
    <TextField
      label={t(label)}
      type={type}
      value={reg[name]}
      onChange={(e) => setReg((v) => ({ ...v, [name]: e.target.value }))}
      error={!!regErrors[name]}
      helperText={fieldText(regErrors[name])}
      slotProps={{ htmlInput: { 'data-testid': `invite-register-${name.replace(/_/g, '-')}` } }}
    />
  );

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 460 }} data-testid="account-invite-page">
        <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 700, mb: 1 }}>
          {PRODUCT_NAME}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('account.invite.title')}
        </Typography>

        {loadProblem ? (
          <Alert severity="error" data-testid="account-invite-error">
            {loadProblem.messages.join(' ')}
          </Alert>
        ) : null}
        {!loadProblem && !invitation ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={28} />
          </Box>
        ) : null}

        {invitation ? (
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
            <Tabs value={tab} onChange={(_e, v: 'join' | 'register') => switchTab(v)} variant="fullWidth" sx={{ mb: 2 }}>
              <Tab value="join" label={t('account.invite.join_tab')} data-testid="account-invite-tab-join" />
              <Tab value="register" label={t('account.invite.register_tab')} data-testid="account-invite-tab-register" />
            </Tabs>
            {incomplete ? (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="account-invite-incomplete">
                {t(InviteRule.incomplete)}
              </Alert>
            ) : null}
            {problem ? (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="account-invite-errors">
                {problem.messages.length > 1 ? (
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {problem.messages.map((m, i) => (
                      <li key={i}>{tr(m)}</li>
                    ))}
                  </Box>
                ) : (
                  tr(problem.messages[0] ?? '')
                )}
              </Alert>
            ) : null}
            {tab === 'join' ? (
              <Stack component="form" spacing={2} noValidate onSubmit={submitJoin} data-testid="account-invite-join">
                {joinField('email', 'account.invite.email', 'email')}
                {joinField('password', 'account.invite.password', 'password')}
                <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="invite-join-submit">
                  {t('account.invite.join_submit')}
                </Button>
              </Stack>
            ) : (
              <Stack component="form" spacing={2} noValidate onSubmit={submitRegister} data-testid="account-invite-register">
                {regField('full_name', 'account.invite.full_name')}
                {regField('email', 'account.invite.email', 'email')}
                {regField('username', 'account.invite.username')}
                {regField('password', 'account.invite.password', 'password')}
                {regField('password_confirmation', 'account.invite.password_confirmation', 'password')}
                <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="invite-register-submit">
                  {t('account.invite.register_submit')}
                </Button>
              </Stack>
            )}
            <SsoButtons invitationToken={token} />
          </>
        ) : null}
      </Paper>
    </Box>
  );
}
