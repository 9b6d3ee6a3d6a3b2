import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, profileLabel, type Credentials } from '@app/contracts';
import { currentLocale } from '@app/i18n';
import { authApi, navigate, sessionStore, useLocation, useSession } from '@app/platform';
import { toast } from '@app/ui';
import { redirectTarget } from '../../routing/route-guard';
import { CredentialsForm } from './credentials-form';
import { forgetPendingSecondFactor, loginErrorText, loginFlow, type LoginOutcome } from './login-flow';
import { SsoButtons } from '@app/ui/sso-buttons';
import { ssoLogin, ssoReturnOf, withoutSsoReturn } from './sso-login';
import { usePoolOverride } from './pool-override';

// The stages after the credentials (and the zod schemas they validate with) load when reached,
// keeping /login's first download small (budget: 250 KB gzip, LCP 1.0 s).
const ForgotForm = lazy(() => import('./forgot-form').then((m) => ({ default: m.ForgotForm })));
const ResetForm = lazy(() => import('./reset-form').then((m) => ({ default: m.ResetForm })));
const TwoFactorForm = lazy(() => import('./two-factor-form').then((m) => ({ default: m.TwoFactorForm })));

function poolUrlOf(pathname: string): string | null {
  const m = /^\/login\/([^/]+)\/?$/.exec(pathname);
  return m && m[1] !== 'reset' ? decodeURIComponent(m[1] as string) : null;
}

/** The token of `/login/reset/:token`, which shows the reset stage. */
export function resetTokenOf(pathname: string): string | null {
  const m = /^\/login\/reset\/([^/]+)\/?$/.exec(pathname);
  return m ? decodeURIComponent(m[1] as string) : null;
}

/** Login: credentials, pool, profile, two-factor; forgot and reset by token; SSO; errors inline. */
export function LoginPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const stage = useSession((s) => s.stage);
  const pools = useSession((s) => s.pools);
  const profiles = useSession((s) => s.profiles);
  const pool = useSession((s) => s.pool);
  const profile = useSession((s) => s.profile);
  const resetToken = resetTokenOf(pathname);
  const [forgot, setForgot] = useState(false);
  const override = usePoolOverride(poolUrlOf(pathname));
  const credentials = useRef<Credentials | null>(null);
  // after single sign-on the login ticket stands in for the credentials (memory only)
  const ssoTicket = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // pool and profile steps need the credentials or the ticket, which live only in memory
  const shownStage = credentials.current || ssoTicket.current || stage === 'two-factor' ? stage : 'credentials';

  async function step(action: () => Promise<LoginOutcome>) {
    setBusy(true);
    setError(null);
    try {
      if ((await action()) === 'done') navigate(redirectTarget(search), { replace: true });
    } catch (e) {
      setError(loginErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  // back from the SSO callback: take the ticket (or the error) off the address, then log in with it
  useEffect(() => {
    const { ticket, failed } = ssoReturnOf(search);
    if ((!ticket && !failed) || (ticket && ticket === ssoTicket.current)) return;
    navigate(withoutSsoReturn(pathname, search), { replace: true });
    if (!ticket) {
      setError(t('sso.failed'));
      return;
    }
    credentials.current = null;
    ssoTicket.current = ticket;
    // the redirect after the login is read from this (old) address: it keeps `redirect`
    void step(() => ssoLogin.start(ticket));
  }, [search]);

  async function sendForgot(login: string) {
    setBusy(true);
    setError(null);
    try {
      await authApi.forgot(login);
      toast(t('login.instructions_sent'), { severity: 'success', testId: 'forgot-password-sent' });
      setForgot(false);
    } catch (e) {
      setError(loginErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  async function sendReset(token: string, values: { password: string; password_confirmation: string }) {
    setBusy(true);
    setError(null);
    try {
      await authApi.reset({ token, ...values });
      toast(t('login.password_changed'), { severity: 'success', testId: 'reset-password-done' });
      navigate('/login', { replace: true });
    } catch (e) {
      setError(loginErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  const back = () => {
    credentials.current = null;
    ssoTicket.current = null;
    forgetPendingSecondFactor();
    setForgot(false);
    if (resetToken) navigate('/login', { replace: true });
    sessionStore.getState().clear();
    setError(null);
  };
  const custom = override?.custom_messages?.[currentLocale()];

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 400 }} data-testid="login-page">
        {override?.logo ? (
          <Box component="img" src={override.logo} alt={override.name} data-testid="pool-logo" sx={{ maxHeight: 64, mb: 2 }} />
        ) : (
          <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 700, mb: 1 }}>
            {PRODUCT_NAME}
          </Typography>
        )}
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('login.title')}
        </Typography>
        {custom ? (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="pool-message">
            {custom}
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="login-error">
            {error}
          </Alert>
        ) : null}

        {resetToken ? (
          <Suspense fallback={null}>
            <ResetForm busy={busy} onSubmit={(values) => void sendReset(resetToken, values)} />
          </Suspense>
        ) : null}

        {!resetToken && forgot ? (
          <Suspense fallback={null}>
            <ForgotForm busy={busy} onSubmit={(login) => void sendForgot(login)} />
          </Suspense>
        ) : null}

        {!resetToken && !forgot && shownStage === 'credentials' ? (
          <>
            <CredentialsForm
              busy={busy}
              onSubmit={(values) => {
                credentials.current = values;
                ssoTicket.current = null;
                void step(() => loginFlow.submitCredentials(values));
              }}
            />
            <Link
              component="button"
              type="button"
              variant="body2"
              sx={{ mt: 2 }}
              data-testid="forgot-password-link"
              onClick={() => {
                setError(null);
                setForgot(true);
              }}
            >
              {t('login.forgot_link')}
            </Link>
            <SsoButtons pool={poolUrlOf(pathname) ?? undefined} redirect={new URLSearchParams(search).get('redirect') ?? undefined} />
          </>
        ) : null}

        {!resetToken && !forgot && shownStage === 'pool' ? (
          <Box data-testid="login-pool-step">
            <Typography variant="subtitle1">{t('login.choose_pool')}</Typography>
            <List>
              {pools.map((p) => (
                <ListItemButton
                  key={p.id}
                  disabled={busy}
                  data-testid={`pool-option-${p.id}`}
                  onClick={() => void step(() => loginFlow.choosePool(credentials.current as Credentials, p))}
                >
                  <ListItemText primary={p.name} />
                </ListItemButton>
              ))}
            </List>
          </Box>
        ) : null}

        {!resetToken && !forgot && shownStage === 'profile' ? (
          <Box data-testid="login-profile-step">
            <Typography variant="subtitle1">{t('login.choose_profile')}</Typography>
            {pool ? <Typography variant="body2" color="text.secondary">{pool.name}</Typography> : null}
            <List>
              {profiles.map((p) => (
                <ListItemButton
                  key={p.id}
                  disabled={busy}
                  data-testid={`profile-option-${p.id}`}
                  onClick={() =>
                    void step(() =>
                      ssoTicket.current ? ssoLogin.chooseProfile(ssoTicket.current, p) : loginFlow.chooseProfile(credentials.current as Credentials, p),
                    )
                  }
                >
                  <ListItemText primary={profileLabel(p)} secondary={p.person.full_name} />
                </ListItemButton>
              ))}
            </List>
          </Box>
        ) : null}

        {!resetToken && !forgot && shownStage === 'two-factor' ? (
          <>
            {pool ? (
              <Typography variant="body2" color="text.secondary" data-testid="two-factor-choice">
                {pool.name}
                {profile ? ` · ${profileLabel(profile)}` : ''}
              </Typography>
            ) : null}
            <Suspense fallback={null}>
              <TwoFactorForm busy={busy} onSubmit={(code) => void step(() => loginFlow.submitCode(code))} />
            </Suspense>
          </>
        ) : null}

        {resetToken || forgot || shownStage !== 'credentials' ? (
          <Button sx={{ mt: 2 }} onClick={back} data-testid="login-back">
            {t('login.back')}
          </Button>
        ) : null}
      </Paper>
    </Box>
  );
}
