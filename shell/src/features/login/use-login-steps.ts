import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Credentials, PoolChoice, ProfileChoice } from '@app/contracts';
import { authApi, navigate, sessionStore, useLocation, useSession } from '@app/platform';
import { toast } from '@app/ui';
import { errorText } from '../../lib/error-text';
import { redirectTarget } from '../../routing/route-guard';
import { forgetPendingSecondFactor, loginFlow, type LoginOutcome } from './login-flow';
import { resetTokenOf } from './login-paths';
import { ssoLogin, ssoReturnOf, withoutSsoReturn } from './sso-login';

/** What proves who logs in between the steps, in memory only: the credentials, or the login ticket after single sign-on. */
type LoginSecret = { credentials: Credentials } | { ssoTicket: string };

/**
 * The login's state and its steps: credentials, pool, profile, two-factor code, forgot and reset by
 * token, and the return from single sign-on (the callback's ticket or error on the address). Every
 * failure becomes the page's inline error.
 */
export function useLoginSteps() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const stage = useSession((s) => s.stage);
  const resetToken = resetTokenOf(pathname);
  // the return from single sign-on is a fresh page load: read it once
  const [ssoReturn] = useState(() => ssoReturnOf(search));
  const [secret, setSecret] = useState<LoginSecret | null>(() => (ssoReturn.ticket ? { ssoTicket: ssoReturn.ticket } : null));
  const [forgot, setForgot] = useState(false);
  // a ticket from single sign-on is being logged in with from the first render
  const [busy, setBusy] = useState(() => !!ssoReturn.ticket);
  const [error, setError] = useState<string | null>(() => (ssoReturn.failed ? t('sso.failed') : null));
  // pool and profile steps need the credentials or the ticket, which live only in memory
  const shownStage = secret || stage === 'two-factor' ? stage : 'credentials';

  /** Waits for a call; its failure becomes the inline error. */
  const settle = (pending: Promise<unknown>, after?: (outcome: unknown) => void) =>
    pending
      .then((outcome) => after?.(outcome))
      .catch((e: unknown) => setError(errorText(e)))
      .finally(() => setBusy(false));
  const run = (action: () => Promise<unknown>, after?: (outcome: unknown) => void) => {
    setBusy(true);
    setError(null);
    return settle(action(), after);
  };
  // the redirect after the login is read from the address the login started on: it keeps `redirect`
  const loggedIn = (outcome: unknown) => outcome === 'done' && navigate(redirectTarget(search), { replace: true });
  const step = (action: () => Promise<LoginOutcome>) => run(action, loggedIn);

  // take the ticket (or the error) off the address: the ticket must not stay in the history
  useEffect(() => {
    if (!ssoReturn.ticket && !ssoReturn.failed) return;
    navigate(withoutSsoReturn(pathname, search), { replace: true });
    if (ssoReturn.ticket) void settle(ssoLogin.start(ssoReturn.ticket), loggedIn);
    // once, for the address the page was opened on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    resetToken,
    forgot,
    busy,
    error,
    shownStage,
    redirect: new URLSearchParams(search).get('redirect') ?? undefined,
    submitCredentials(values: Credentials) {
      setSecret({ credentials: values });
      void step(() => loginFlow.submitCredentials(values));
    },
    choosePool(pool: PoolChoice) {
      if (secret && 'credentials' in secret) void step(() => loginFlow.choosePool(secret.credentials, pool));
    },
    chooseProfile(profile: ProfileChoice) {
      if (!secret) return;
      void step(() =>
        'ssoTicket' in secret ? ssoLogin.chooseProfile(secret.ssoTicket, profile) : loginFlow.chooseProfile(secret.credentials, profile),
      );
    },
    submitCode(code: string) {
      void step(() => loginFlow.submitCode(code));
    },
    showForgot() {
      setError(null);
      setForgot(true);
    },
    sendForgot(login: string) {
      void run(
        () => authApi.forgot(login),
        () => {
          toast(t('login.instructions_sent'), { severity: 'success', testId: 'forgot-password-sent' });
          setForgot(false);
        },
      );
    },
    sendReset(values: { password: string; password_confirmation: string }) {
      if (!resetToken) return;
      void run(
        () => authApi.reset({ token: resetToken, ...values }),
        () => {
          toast(t('login.password_changed'), { severity: 'success', testId: 'reset-password-done' });
          navigate('/login', { replace: true });
        },
      );
    },
    back() {
      setSecret(null);
      forgetPendingSecondFactor();
      setForgot(false);
      if (resetToken) navigate('/login', { replace: true });
      sessionStore.getState().clear();
      setError(null);
    },
  };
}
