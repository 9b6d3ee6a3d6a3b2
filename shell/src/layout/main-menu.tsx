import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { currentLocale } from '@app/i18n';
import { navigate, useLocation } from '@app/platform/navigation';
import { useLiveMenu } from '@app/platform/query';
import { BadgedIcon } from './menu-badge';
import { menuHref } from './menu-href';
import { menuIcon } from './menu-icons';

/**
 * The server's menu for the chosen profile, grouped; only items a live module owns show, each
 * titled as the page it opens (the owning module's text).
 */
export function MainMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useLiveMenu(currentLocale());
  return (
    <Box data-testid="main-menu">
      {data?.menu.map((group) => (
        <List
          key={group.key}
          dense
          data-testid={`menu-group-${group.key}`}
          subheader={collapsed ? undefined : <ListSubheader>{t(group.label, { defaultValue: '' })}</ListSubheader>}
        >
          {group.items.map((item) => {
            const href = menuHref(item.route);
            // a list holds list items only: the link sits in one
            return (
              <ListItem key={item.key} disablePadding>
                <ListItemButton
                  component="a"
                  href={href}
                  selected={pathname === href || pathname.startsWith(`${href}/`)}
                  data-testid={`menu-item-${item.key}`}
                  onClick={(e: React.MouseEvent) => {
                    e.preventDefault();
                    navigate(href);
                    onNavigate?.();
                  }}
                >
                  <ListItemIcon>
                    <BadgedIcon badge={item.badge} testId={`menu-badge-${item.key}`}>
                      {menuIcon(item.icon)}
                    </BadgedIcon>
                  </ListItemIcon>
                  {collapsed ? null : <ListItemText primary={item.title} />}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </Box>
  );
}
