import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { useSession } from '@app/platform/session';
import { PoolLogo, PoolMessage } from '../features/pool-look/components/pool-look';
import { usePoolOverrides } from '../features/pool-look/hooks/use-pool-overrides';
import { useAppDeviceRenewal } from '../lib/use-app-device-renewal';
import { RequestShortcuts } from '../features/request-shortcuts/request-shortcuts';
import { BottomMenu } from './bottom-menu';
import { MainMenu } from './main-menu';
import { UserMenu } from './user-menu';

const DRAWER_WIDTH = 248;
const DRAWER_COLLAPSED = 64;

/** Desktop: collapsible left drawer and header. Mobile: header, bottom menu and a menu drawer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const [collapsed, setCollapsed] = useState(false);
  const [mobileMenu, setMobileMenu] = useState(false);
  const width = collapsed ? DRAWER_COLLAPSED : DRAWER_WIDTH;
  const overrides = usePoolOverrides();
  useAppDeviceRenewal();
  const poolName = useSession((s) => s.payload?.pool_name ?? '');
  const logo = <PoolLogo overrides={overrides} poolName={poolName} />;
  if (mobile) {
    return (
      <Box data-testid="layout-mobile" sx={{ pb: 8 }}>
        <AppBar position="sticky">
          <Toolbar>
            <Box sx={{ flexGrow: 1 }}>{logo}</Box>
            <UserMenu />
          </Toolbar>
        </AppBar>
        <Box component="main">
          <PoolMessage overrides={overrides} />
          {children}
        </Box>
        <Drawer anchor="right" open={mobileMenu} onClose={() => setMobileMenu(false)}>
          <Box sx={{ width: DRAWER_WIDTH }}>
            <RequestShortcuts onOpened={() => setMobileMenu(false)} />
            <MainMenu collapsed={false} onNavigate={() => setMobileMenu(false)} />
          </Box>
        </Drawer>
        <BottomMenu onMenu={() => setMobileMenu(true)} />
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
          <Box sx={{ flexGrow: 1 }}>{logo}</Box>
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
        <PoolMessage overrides={overrides} />
        {children}
      </Box>
    </Box>
  );
}
