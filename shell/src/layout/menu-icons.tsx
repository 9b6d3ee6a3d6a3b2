import type { ReactElement } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import BarChartIcon from '@mui/icons-material/BarChart';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import InboxIcon from '@mui/icons-material/Inbox';
import LabelIcon from '@mui/icons-material/Label';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import MailIcon from '@mui/icons-material/Mail';
import OutboxIcon from '@mui/icons-material/Outbox';
import PeopleIcon from '@mui/icons-material/People';
import PostAddIcon from '@mui/icons-material/PostAdd';
import SettingsIcon from '@mui/icons-material/Settings';
import StorageIcon from '@mui/icons-material/Storage';
import TuneIcon from '@mui/icons-material/Tune';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import WorkIcon from '@mui/icons-material/Work';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import DateRangeIcon from '@mui/icons-material/DateRange';
import DescriptionIcon from '@mui/icons-material/Description';
import DomainIcon from '@mui/icons-material/Domain';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import GavelIcon from '@mui/icons-material/Gavel';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

/** The Material icons the server's menu names (shared/contracts/src/menu.ts); others get a chevron. */
const ICONS: Record<string, ReactElement> = {
  AccountCircle: <AccountCircleIcon />,
  AccountTree: <AccountTreeIcon />,
  AdminPanelSettings: <AdminPanelSettingsIcon />,
  Assessment: <AssessmentIcon />,
  Assignment: <AssignmentIcon />,
  AssignmentTurnedIn: <AssignmentTurnedInIcon />,
  BarChart: <BarChartIcon />,
  BookmarkAdded: <BookmarkAddedIcon />,
  CalendarMonth: <CalendarMonthIcon />,
  Campaign: <CampaignIcon />,
  Category: <CategoryIcon />,
  Dashboard: <DashboardIcon />,
  Event: <EventIcon />,
  EventBusy: <EventBusyIcon />,
  Inbox: <InboxIcon />,
  Label: <LabelIcon />,
  LabelImportant: <LabelImportantIcon />,
  Mail: <MailIcon />,
  Outbox: <OutboxIcon />,
  People: <PeopleIcon />,
  PostAdd: <PostAddIcon />,
  Settings: <SettingsIcon />,
  Storage: <StorageIcon />,
  Tune: <TuneIcon />,
  WorkHistory: <WorkHistoryIcon />,
  Work: <WorkIcon />,
  Apartment: <ApartmentIcon />,
  Badge: <BadgeIcon />,
  BeachAccess: <BeachAccessIcon />,
  DateRange: <DateRangeIcon />,
  Description: <DescriptionIcon />,
  Domain: <DomainIcon />,
  EventNote: <EventNoteIcon />,
  FolderSpecial: <FolderSpecialIcon />,
  Gavel: <GavelIcon />,
  ManageAccounts: <ManageAccountsIcon />,
  Schedule: <ScheduleIcon />,
  ViewWeek: <ViewWeekIcon />,
};

export function menuIcon(name: string): ReactElement {
  return ICONS[name] ?? <ChevronRightIcon />;
}
