import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, profileLabel, type Credentials } from '@app/contracts';
import { currentLocale } from '@app/i18n';
import { navigate, sessionStore, useLocation, useSession } from '@app/platform';
import { redirectTarget } from '../../routing/route-guard';
import { CredentialsForm } from './credentials-form';
import { loginErrorText, loginFlow, type LoginOutcome } from './login-flow';
import { usePoolOverride } from './pool-override';

function poolUrlOf(pathname: string): string | null {
  const m = /^\/login\/([^/]+)\/?$/.exec(pathname);
  return m && m[1] !== 'reset' ? decodeURIComponent(m[1] as string) : null;
}

/** Login: credentials, pool, profile, (two-factor placeholder); errors inline. */
export function LoginPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const stage = useSession((s) => s.stage);
  const pools = useSession((s) => s.pools);
  const profiles = useSession((s) => s.profiles);
  const pool = useSession((s) => s.pool);
  const override = usePoolOverride(poolUrlOf(pathname));
  const credentials = useRef<Credentials | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // pool and profile steps need the credentials, which live only in memory
  const shownStage = credentials.current || stage === 'two-factor' ? stage : 'credentials';

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

  const back = () => {
    credentials.current = null;
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

        {shownStage === 'credentials' ? (
          <CredentialsForm
            busy={busy}
            onSubmit={(values) => {
              credentials.current = values;
              void step(() => loginFlow.submitCredentials(values));
            }}
          />
        ) : null}

        {shownStage === 'pool' ? (
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

        {shownStage === 'profile' ? (
          <Box data-testid="login-profile-step">
            <Typography variant="subtitle1">{t('login.choose_profile')}</Typography>
            {pool ? <Typography variant="body2" color="text.secondary">{pool.name}</Typography> : null}
            <List>
              {profiles.map((p) => (
                <ListItemButton
                  key={p.id}
                  disabled={busy}
                  data-testid={`profile-option-${p.id}`}
                  onClick={() => void step(() => loginFlow.chooseProfile(credentials.current as Credentials, p))}
                >
                  <ListItemText primary={profileLabel(p)} secondary={p.person.full_name} />
                </ListItemButton>
              ))}
            </List>
          </Box>
        ) : null}

        {shownStage === 'two-factor' ? (
          <Box data-testid="login-two-factor">
            <Typography variant="subtitle1">{t('login.two_factor_title')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('login.two_factor_text')}
            </Typography>
          </Box>
        ) : null}

        {shownStage !== 'credentials' ? (
          <Button sx={{ mt: 2 }} onClick={back} data-testid="login-back">
            {t('login.back')}
          </Button>
        ) : null}
      </Paper>
    </Box>
  );
}
