import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import MenuIcon from '@mui/icons-material/Menu';
import HomeIcon from '@mui/icons-material/Home';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import InboxIcon from '@mui/icons-material/Inbox';
import WorkIcon from '@mui/icons-material/Work';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@app/i18n';
import { navigate, useLocation } from '@app/platform/navigation';
import { useLiveMenu } from '@app/platform/query';
import { bottomMenuTargets } from './bottom-menu-targets';
import { BadgedIcon } from './menu-badge';
import { menuHref } from './menu-href';

/** The phone's bottom menu (PLT-SHELL-03): home, the profile's calendar, a substitute's open work, the inbox with its count, and the menu. */
export function BottomMenu({ onMenu }: { onMenu(): void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { home, calendar, openWork, inbox } = bottomMenuTargets(useLiveMenu(currentLocale()).data?.menu ?? []);
  const hrefs = [home, calendar, openWork, inbox].flatMap((item) => (item ? [menuHref(item.route)] : []));
  const tab = hrefs.find((href) => pathname === href || pathname.startsWith(`${href}/`)) ?? false;
  return (
    <BottomNavigation
      showLabels
      value={tab}
      // above what scrolls under it (a list's sticky day headers)
      sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, borderTop: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.appBar }}
      data-testid="bottom-menu"
    >
      {home ? (
        <BottomNavigationAction
          value={menuHref(home.route)}
          label={t('mobile.home')}
          icon={<HomeIcon />}
          onClick={() => navigate(menuHref(home.route))}
          data-testid="bottom-menu-home"
        />
      ) : null}
      {calendar ? (
        <BottomNavigationAction
          value={menuHref(calendar.route)}
          label={calendar.title}
          icon={<CalendarMonthIcon />}
          onClick={() => navigate(menuHref(calendar.route))}
          data-testid="bottom-menu-calendar"
        />
      ) : null}
      {openWork ? (
        <BottomNavigationAction
          value={menuHref(openWork.route)}
          label={openWork.title}
          icon={<WorkIcon />}
          onClick={() => navigate(menuHref(openWork.route))}
          data-testid="bottom-menu-open-work"
        />
      ) : null}
      {inbox ? (
        <BottomNavigationAction
          value={menuHref(inbox.route)}
          label={t('mobile.inbox')}
          icon={
            <BadgedIcon badge={inbox.badge} testId="bottom-menu-badge-inbox">
              <InboxIcon />
            </BadgedIcon>
          }
          onClick={() => navigate(menuHref(inbox.route))}
          data-testid="bottom-menu-inbox"
        />
      ) : null}
      <BottomNavigationAction value="menu" label={t('mobile.menu')} icon={<MenuIcon />} onClick={onMenu} data-testid="bottom-menu-menu" />
    </BottomNavigation>
  );
}
