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
import { profileLabel, type PoolChoice, type ProfileChoice } from '@app/contracts';
import { authApi, navigate, refreshSession, useLocation, useSession } from '@app/platform';
import { redirectTarget } from '../../routing/route-guard';
import { errorText } from '../../lib/error-text';

/** Choose another pool and profile; the refresh token switches the session. */
export function SwitchingPoolPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const payload = useSession((s) => s.payload);
  const loginPools = useSession((s) => s.pools);
  const storedProfiles = useSession((s) => s.profiles);
  // until the server answers, the login's pool list (memory only) or the token's own pool
  const initialPools: PoolChoice[] =
    loginPools.length || !payload ? loginPools : [{ id: payload.pool_id, name: payload.pool_name, url: payload.pool_url }];
  const [pools, setPools] = useState<PoolChoice[]>(initialPools);
  const [pool, setPool] = useState<PoolChoice | null>(initialPools.find((p) => p.id === payload?.pool_id) ?? null);
  // the profiles are those of one pool: the login's (memory only) until the server answers for the chosen pool
  const [loaded, setLoaded] = useState<{ poolId: number | undefined; profiles: ProfileChoice[] }>({
    poolId: pool?.id,
    profiles: storedProfiles,
  });
  const [chosen, setChosen] = useState<{ poolId: number; profile: ProfileChoice } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tokenPool] = useState(payload?.pool_id);
  const profiles = pool && loaded.poolId === pool.id ? loaded.profiles : [];
  // one option is chosen for the user: its selector is disabled
  const profile = pool && chosen?.poolId === pool.id ? chosen.profile : profiles.length === 1 ? profiles[0]! : null;

  // the signed-in account's pools (GET auth/pools): works after a reload, without credentials
  useEffect(() => {
    let live = true;
    authApi
      .myPools()
      .then((list) => {
        if (!live || !list.length) return;
        setPools(list);
        setPool((current) => list.find((p) => p.id === (current?.id ?? tokenPool)) ?? (list.length === 1 ? list[0]! : null));
      })
      .catch((e) => live && setError(errorText(e)));
    return () => {
      live = false;
    };
  }, [tokenPool]);

  // the account's live profiles in the chosen pool (GET auth/pool/{id}/profiles)
  useEffect(() => {
    if (!pool) return;
    let live = true;
    authApi
      .myProfiles(pool.id)
      .then((list) => live && setLoaded({ poolId: pool.id, profiles: list }))
      .catch((e) => {
        if (!live) return;
        setLoaded({ poolId: pool.id, profiles: [] });
        setError(errorText(e));
      });
    return () => {
      live = false;
    };
  }, [pool]);

  const enter = async () => {
    if (!pool || !profile) return;
    try {
      await refreshSession({ pool: pool.id, profile: profile.id });
      navigate(redirectTarget(search), { replace: true });
    } catch (e) {
      setError(errorText(e));
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
            onChange={(_e, value) => setChosen(pool && value ? { poolId: pool.id, profile: value } : null)}
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
            <Link
              href="/logout"
              onClick={(e) => {
                e.preventDefault();
                navigate('/logout');
              }}
            >
              {t('switching_pool.logout')}
            </Link>
          </Stack>
        ) : null}
      </Paper>
    </Box>
  );
}
