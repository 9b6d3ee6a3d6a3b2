import type { ReactElement } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InboxIcon from '@mui/icons-material/Inbox';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

/** The Material icons menu items may name; others get a neutral chevron. */
const ICONS: Record<string, ReactElement> = {
  Dashboard: <DashboardIcon />,
  Inbox: <InboxIcon />,
  Assignment: <AssignmentIcon />,
  CalendarMonth: <CalendarMonthIcon />,
  Event: <CalendarMonthIcon />,
  People: <PeopleIcon />,
  Settings: <SettingsIcon />,
  Assessment: <AssessmentIcon />,
};

export function menuIcon(name: string): ReactElement {
  return ICONS[name] ?? <ChevronRightIcon />;
}
