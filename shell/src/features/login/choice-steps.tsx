import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { profileLabel, type PoolChoice, type ProfileChoice } from '@app/contracts';

/** The pool step: the account's pools to choose from. */
export function PoolStep({ pools, busy, onChoose }: { pools: PoolChoice[]; busy: boolean; onChoose(pool: PoolChoice): void }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="login-pool-step">
      <Typography variant="subtitle1">{t('login.choose_pool')}</Typography>
      <List>
        {pools.map((p) => (
          <ListItem key={p.id} disablePadding>
            <ListItemButton disabled={busy} data-testid={`pool-option-${p.id}`} onClick={() => onChoose(p)}>
              <ListItemText primary={p.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** The profile step: the profiles in the chosen pool, each labelled by its roles and branch. */
export function ProfileStep({
  pool,
  profiles,
  busy,
  onChoose,
}: {
  pool: PoolChoice | null;
  profiles: ProfileChoice[];
  busy: boolean;
  onChoose(profile: ProfileChoice): void;
}) {
  const { t } = useTranslation();
  return (
    <Box data-testid="login-profile-step">
      <Typography variant="subtitle1">{t('login.choose_profile')}</Typography>
      {pool ? (
        <Typography variant="body2" color="text.secondary">
          {pool.name}
        </Typography>
      ) : null}
      <List>
        {profiles.map((p) => (
          <ListItem key={p.id} disablePadding>
            <ListItemButton disabled={busy} data-testid={`profile-option-${p.id}`} onClick={() => onChoose(p)}>
              <ListItemText primary={profileLabel(p)} secondary={p.person.full_name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** Above the access code: the pool and profile the code completes the login for. */
export function TwoFactorChoice({ pool, profile }: { pool: PoolChoice | null; profile: ProfileChoice | null }) {
  return pool ? (
    <Typography variant="body2" color="text.secondary" data-testid="two-factor-choice">
      {pool.name}
      {profile ? ` · ${profileLabel(profile)}` : ''}
    </Typography>
  ) : null;
}
