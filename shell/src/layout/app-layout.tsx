import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import HomeIcon from '@mui/icons-material/Home';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import InboxIcon from '@mui/icons-material/Inbox';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@app/contracts';
import { navigate, useLocation } from '@app/platform';
import { useMenu } from '@app/platform/query';
import { RequestShortcuts } from '../features/request-shortcuts/request-shortcuts';
import { MainMenu } from './main-menu';
import { BadgedIcon } from './menu-badge';
import { UserMenu } from './user-menu';

const DRAWER_WIDTH = 248;
const DRAWER_COLLAPSED = 64;

function Logo() {
  return (
    <Typography variant="h6" component="div" sx={{ fontWeight: 700 }} data-testid="app-logo">
      {PRODUCT_NAME}
    </Typography>
  );
}

/** Desktop: collapsible left drawer and header. Mobile: header, bottom menu and a menu drawer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [mobileMenu, setMobileMenu] = useState(false);
  const width = collapsed ? DRAWER_COLLAPSED : DRAWER_WIDTH;
  // the bottom menu's inbox carries the count the server menu puts on the inbox item
  const inboxBadge = useMenu()
    .data?.menu.flatMap((g) => g.items)
    .find((i) => i.route === '/inbox')?.badge;

  if (mobile) {
    const tab = ['/dashboard', '/calendar', '/inbox'].find((p) => pathname.startsWith(p)) ?? false;
    return (
      <Box data-testid="layout-mobile" sx={{ pb: 8 }}>
        <AppBar position="sticky">
          <Toolbar>
            <Box sx={{ flexGrow: 1 }}>
              <Logo />
            </Box>
            <UserMenu />
          </Toolbar>
        </AppBar>
        <Box component="main">{children}</Box>
        <Drawer anchor="right" open={mobileMenu} onClose={() => setMobileMenu(false)}>
          <Box sx={{ width: DRAWER_WIDTH }}>
            <RequestShortcuts onOpened={() => setMobileMenu(false)} />
            <MainMenu collapsed={false} onNavigate={() => setMobileMenu(false)} />
          </Box>
        </Drawer>
        <BottomNavigation
          showLabels
          value={tab}
          sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, borderTop: 1, borderColor: 'divider' }}
          data-testid="bottom-menu"
        >
          <BottomNavigationAction value="/dashboard" label={t('mobile.home')} icon={<HomeIcon />} onClick={() => navigate('/dashboard')} />
          <BottomNavigationAction
            value="/calendar"
            label={t('mobile.calendar')}
            icon={<CalendarMonthIcon />}
            onClick={() => navigate('/calendar')}
          />
          <BottomNavigationAction
            value="/inbox"
            label={t('mobile.inbox')}
            icon={
              <BadgedIcon badge={inboxBadge} testId="bottom-menu-badge-inbox">
                <InboxIcon />
              </BadgedIcon>
            }
            onClick={() => navigate('/inbox')}
          />
          <BottomNavigationAction value="menu" label={t('mobile.menu')} icon={<MenuIcon />} onClick={() => setMobileMenu(true)} />
        </BottomNavigation>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex' }} data-testid="layout-desktop">
      <AppBar position="fixed" sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            onClick={() => setCollapsed((c) => !c)}
            aria-label={t(collapsed ? 'app.open_menu' : 'app.collapse_menu')}
            data-testid="drawer-toggle"
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ flexGrow: 1 }}>
            <Logo />
          </Box>
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        data-testid="drawer"
        sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden' } }}
      >
        <Toolbar />
        <RequestShortcuts collapsed={collapsed} onExpand={() => setCollapsed(false)} />
        <MainMenu collapsed={collapsed} />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
