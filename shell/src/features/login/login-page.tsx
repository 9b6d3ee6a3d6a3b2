import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useLocation, useSession } from '@app/platform';
import { SsoButtons } from '@app/ui/sso-buttons';
import { CredentialsForm } from './credentials-form';
import { LoginCard } from './login-card';
import { poolUrlOf } from './login-paths';
import { usePoolOverride } from './api/pool-override';
import { useLoginSteps } from './use-login-steps';

// The stages after the credentials (and the zod schemas they validate with) load when reached,
// keeping /login's first download small (budget: 100 KB gzip, ADR 0288).
const ForgotForm = lazy(() => import('./forgot-form').then((m) => ({ default: m.ForgotForm })));
const ResetForm = lazy(() => import('./reset-form').then((m) => ({ default: m.ResetForm })));
const TwoFactorForm = lazy(() => import('./two-factor-form').then((m) => ({ default: m.TwoFactorForm })));
const PoolStep = lazy(() => import('./choice-steps').then((m) => ({ default: m.PoolStep })));
const ProfileStep = lazy(() => import('./choice-steps').then((m) => ({ default: m.ProfileStep })));
const TwoFactorChoice = lazy(() => import('./choice-steps').then((m) => ({ default: m.TwoFactorChoice })));

/** Login: credentials, pool, profile, two-factor; forgot and reset by token; SSO; errors inline. */
export function LoginPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pools = useSession((s) => s.pools);
  const profiles = useSession((s) => s.profiles);
  const pool = useSession((s) => s.pool);
  const profile = useSession((s) => s.profile);
  const override = usePoolOverride(poolUrlOf(pathname));
  const login = useLoginSteps();
  const { resetToken, forgot, busy, shownStage } = login;
  const stage = resetToken ? 'reset' : forgot ? 'forgot' : shownStage;

  return (
    <LoginCard override={override} error={login.error}>
      <Suspense fallback={null}>
        {stage === 'reset' ? <ResetForm busy={busy} onSubmit={login.sendReset} /> : null}
        {stage === 'forgot' ? <ForgotForm busy={busy} onSubmit={login.sendForgot} /> : null}
        {stage === 'two-factor' ? (
          <>
            <TwoFactorChoice pool={pool} profile={profile} />
            <TwoFactorForm busy={busy} onSubmit={login.submitCode} />
          </>
        ) : null}
      </Suspense>
      {stage === 'credentials' ? (
        <>
          <CredentialsForm busy={busy} onSubmit={login.submitCredentials} />
          <Link
            component="button"
            type="button"
            variant="body2"
            sx={{ mt: 2 }}
            data-testid="forgot-password-link"
            onClick={login.showForgot}
          >
            {t('login.forgot_link')}
          </Link>
          <SsoButtons pool={poolUrlOf(pathname) ?? undefined} redirect={login.redirect} />
        </>
      ) : null}
      <Suspense fallback={null}>
        {stage === 'pool' ? <PoolStep pools={pools} busy={busy} onChoose={login.choosePool} /> : null}
        {stage === 'profile' ? <ProfileStep pool={pool} profiles={profiles} busy={busy} onChoose={login.chooseProfile} /> : null}
      </Suspense>
      {stage !== 'credentials' ? (
        <Button sx={{ mt: 2 }} onClick={login.back} data-testid="login-back">
          {t('login.back')}
        </Button>
      ) : null}
    </LoginCard>
  );
}
