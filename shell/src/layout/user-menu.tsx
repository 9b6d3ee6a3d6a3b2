import { useState } from 'react';
import Switch from '@mui/material/Switch';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@app/contracts';
import { currentLocale, setLocale } from '@app/i18n';
import { authApi, currentPath, navigate, useSession } from '@app/platform';
import { confirm, toast } from '@app/ui';
import { avatarLetters } from '@app/ui/person-avatar';
import { errorText } from '../lib/error-text';
import { ChangePasswordDialog } from './change-password-dialog';
import { SupportDialog } from './support-dialog';
import { TwoFactorOffDialog } from './two-factor-off-dialog';
import { UserAvatar } from './user-avatar';
import { useCurrentProfile } from '../lib/current-profile';

/** The support item explains itself after a short rest on it (PLT-SHELL-06). */
export const SUPPORT_TOOLTIP_DELAY_MS = 500;

/**
 * Avatar (to the avatar page), full name, roles, branch, pool, language switch, two-factor toggle,
 * change password, switch profile, support information and logout with confirmation.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const payload = useSession((s) => s.payload);
  // role names and branch from the server; the token's role codes until it answers
  const { data: profile } = useCurrentProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'password' | 'support' | 'two-factor-off' | null>(null);
  const [twoFactor, setTwoFactor] = useState<boolean | null>(null);
  if (!payload) return null;
  const twoFactorOn = twoFactor ?? !!payload.two_factor;
  const close = () => setAnchor(null);
  const name = payload.person_name || payload.username;

  const logout = async () => {
    close();
    if (await confirm({ title: t('user_menu.logout_confirm_title'), message: t('user_menu.logout_confirm_text') })) navigate('/logout');
  };

  const twoFactorToggled = (two_factor: boolean) => {
    setTwoFactor(two_factor);
    toast(t(two_factor ? 'user_menu.two_factor_enabled' : 'user_menu.two_factor_disabled'), {
      severity: 'success',
      testId: 'two-factor-toggled',
    });
  };

  const toggleTwoFactor = async () => {
    close();
    // turning it off asks the password instead of a plain confirmation
    if (twoFactorOn) return setDialog('two-factor-off');
    if (!(await confirm({ title: t('user_menu.two_factor_on_title'), message: t('user_menu.two_factor_on_text') }))) return;
    try {
      twoFactorToggled((await authApi.toggleTwoFactor()).two_factor);
    } catch (e) {
      toast(errorText(e), { severity: 'error', testId: 'two-factor-error' });
    }
  };

  const openDialog = (which: 'password' | 'support') => {
    close();
    setDialog(which);
  };

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('user_menu.open', { initials: avatarLetters(name) })}
        data-testid="user-menu-button"
        color="inherit"
      >
        <UserAvatar name={name} diameter={32} />
      </IconButton>
      {/* who is signed in sits above the menu, not in it: a menu owns only items and separators (ARIA) */}
      <Popover
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { 'data-testid': 'user-menu' } as object }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Box
            component="a"
            href="/person/me"
            title={t('user_menu.avatar')}
            data-testid="user-menu-avatar"
            onClick={(e: React.MouseEvent) => {
              e.preventDefault();
              close();
              navigate('/person/me');
            }}
            sx={{ display: 'inline-block', mb: 1, borderRadius: '50%' }}
          >
            <UserAvatar name={name} diameter={48} />
          </Box>
          <Typography id="user-menu-name" variant="subtitle1" data-testid="user-full-name">
            {payload.person_name || payload.username}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="user-roles">
            {t('user_menu.roles')}: {profile ? profile.roles.map((r) => r.name).join(', ') : payload.roles.join(', ')}
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
        <MenuList autoFocusItem aria-labelledby="user-menu-name">
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
          <MenuItem data-testid="user-menu-two-factor" onClick={() => void toggleTwoFactor()}>
            <ListItemText primary={t('user_menu.two_factor')} />
            <Switch
              size="small"
              edge="end"
              checked={twoFactorOn}
              tabIndex={-1}
              slotProps={{ input: { 'aria-label': t('user_menu.two_factor'), 'data-testid': 'user-menu-two-factor-switch' } as object }}
            />
          </MenuItem>
          <MenuItem data-testid="user-menu-change-password" onClick={() => openDialog('password')}>
            {t('user_menu.change_password')}
          </MenuItem>
          <Tooltip title={t('user_menu.support_hint')} enterDelay={SUPPORT_TOOLTIP_DELAY_MS} placement="left" describeChild>
            <MenuItem data-testid="user-menu-support" onClick={() => openDialog('support')}>
              {t('user_menu.support')}
            </MenuItem>
          </Tooltip>
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
        </MenuList>
      </Popover>
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <SupportDialog open={dialog === 'support'} onClose={() => setDialog(null)} />
      <TwoFactorOffDialog open={dialog === 'two-factor-off'} onClose={() => setDialog(null)} onDone={twoFactorToggled} />
    </>
  );
}
