import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@app/contracts';
import { currentLocale, setLocale } from '@app/i18n';
import { currentPath, navigate, useSession } from '@app/platform';
import { confirm } from '@app/ui';

/** Full name, roles, pool, language switch, switch profile, logout with confirmation. */
export function UserMenu() {
  const { t } = useTranslation();
  const payload = useSession((s) => s.payload);
  const profile = useSession((s) => s.profile);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!payload) return null;
  const close = () => setAnchor(null);
  const initials = (payload.person_name || payload.username).split(' ').map((w) => w[0]).join('').slice(0, 2).toUpperCase();

  const logout = async () => {
    close();
    if (await confirm({ title: 'user_menu.logout_confirm_title', message: 'user_menu.logout_confirm_text' })) navigate('/logout');
  };

  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('user_menu.open')} data-testid="user-menu-button" color="inherit">
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 14 }}>{initials}</Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close} slotProps={{ list: { 'data-testid': 'user-menu' } as object }}>
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="subtitle1" data-testid="user-full-name">{payload.person_name || payload.username}</Typography>
          <Typography variant="body2" color="text.secondary" data-testid="user-roles">
            {t('user_menu.roles')}: {payload.roles.join(', ')}
          </Typography>
          {profile?.branch ? (
            <Typography variant="body2" color="text.secondary" data-testid="user-branch">
              {t('user_menu.branch')}: {profile.branch.name}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" data-testid="user-pool">
            {t('user_menu.pool')}: {payload.pool_name}
          </Typography>
        </Box>
        <Divider />
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            selected={currentLocale() === locale}
            data-testid={`language-${locale}`}
            onClick={() => {
              close();
              void setLocale(locale);
            }}
          >
            {t(`app.languages.${locale}`)}
          </MenuItem>
        ))}
        <Divider />
        {payload.profiles_count > 1 || payload.pools_count > 1 ? (
          <MenuItem
            data-testid="switch-profile"
            onClick={() => {
              close();
              navigate(`/switching-pool?redirect=${encodeURIComponent(currentPath())}`);
            }}
          >
            {t('user_menu.switch_profile')}
          </MenuItem>
        ) : null}
        <MenuItem data-testid="logout" onClick={() => void logout()}>
          {t('user_menu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
