import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiPath, profileLabel, type PoolChoice, type ProfileChoice } from '@app/contracts';
import { api, navigate, refreshSession, useLocation, useSession } from '@app/platform';
import { redirectTarget } from '../../routing/route-guard';
import { loginErrorText } from '../login/login-flow';

/** Choose another pool and profile; the refresh token switches the session. */
export function SwitchingPoolPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const payload = useSession((s) => s.payload);
  const loginPools = useSession((s) => s.pools);
  const storedProfiles = useSession((s) => s.profiles);
  // the login's pool list lives in memory only: after a reload the token's own pool is the choice
  const pools: PoolChoice[] =
    loginPools.length || !payload ? loginPools : [{ id: payload.pool_id, name: payload.pool_name, url: payload.pool_url }];
  const [pool, setPool] = useState<PoolChoice | null>(pools.find((p) => p.id === payload?.pool_id) ?? null);
  const [profiles, setProfiles] = useState<ProfileChoice[]>(storedProfiles);
  const [profile, setProfile] = useState<ProfileChoice | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setProfile(null);
    if (!pool) return setProfiles([]);
    let live = true;
    // one option is chosen for the user: its selector is disabled
    const apply = (list: ProfileChoice[]) => {
      if (!live) return;
      setProfiles(list);
      if (list.length === 1) setProfile(list[0] ?? null);
    };
    // The identity service lists a pool's profiles only with credentials (POST auth/pool/{id}/profile);
    // a signed-in user without them keeps the profiles of the login, or reads the current one.
    const fallback = () => {
      if (pool.id !== payload?.pool_id) return apply([]);
      if (storedProfiles.length) return apply(storedProfiles);
      api
        .get<ProfileChoice>(ApiPath.currentProfile)
        .then(({ data }) => apply(data ? [data] : []))
        .catch(() => apply([]));
    };
    api
      .post<{ profiles: ProfileChoice[] }>(ApiPath.authPoolProfile(pool.id), {}, { auth: true })
      .then(({ data }) => (data?.profiles?.length ? apply(data.profiles) : fallback()))
      .catch(fallback);
    return () => {
      live = false;
    };
  }, [pool?.id]);

  const enter = async () => {
    if (!pool || !profile) return;
    try {
      await refreshSession({ pool: pool.id, profile: profile.id });
      navigate(redirectTarget(search), { replace: true });
    } catch (e) {
      setError(loginErrorText(e));
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }} data-testid="switching-pool-page">
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('switching_pool.title')}
        </Typography>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="switching-pool-error">
            {error}
          </Alert>
        ) : null}
        <Stack spacing={2}>
          <Autocomplete
            options={pools}
            value={pool}
            disabled={pools.length < 2}
            getOptionLabel={(p) => p.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_e, value) => setPool(value)}
            renderInput={(params) => <TextField {...params} label={t('switching_pool.pool')} />}
            data-testid="switching-pool-pool"
          />
          <Autocomplete
            options={profiles}
            value={profile}
            disabled={profiles.length < 2}
            getOptionLabel={profileLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_e, value) => setProfile(value)}
            renderInput={(params) => <TextField {...params} label={t('switching_pool.profile')} />}
            data-testid="switching-pool-profile"
          />
          <Button variant="contained" disabled={!pool || !profile} onClick={() => void enter()} data-testid="switching-pool-enter">
            {t('switching_pool.enter')}
          </Button>
        </Stack>
        {payload ? (
          <Stack direction="row" sx={{ mt: 3, justifyContent: 'space-between' }} data-testid="switching-pool-footer">
            <Typography variant="body2">{t('login.logged_in_as', { name: payload.person_name || payload.username })}</Typography>
            <Link href="/logout" onClick={(e) => { e.preventDefault(); navigate('/logout'); }}>
              {t('switching_pool.logout')}
            </Link>
          </Stack>
        ) : null}
      </Paper>
    </Box>
  );
}
