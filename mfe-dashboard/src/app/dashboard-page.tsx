import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { BirthdayRights, DashboardRights, ExtraPermission as E } from '@app/contracts';
import { navigate } from '@app/platform/navigation';
import { useHasRight } from '@app/platform/session';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { useCurrentAnnouncements } from '../features/announcements/api/announcements-api';
import { AnnouncementsPanel } from '../features/announcements/announcements-panel';
import { BirthdaysPanel } from '../features/birthdays/birthdays-panel';
import { CardsPanel } from '../features/cards/cards-panel';
import { FillRatePanel } from '../features/fill-rate/fill-rate-panel';
import { PlanningPanel } from '../features/planning/planning-panel';
import { UpcomingWorkPanel } from '../features/upcoming-work/upcoming-work-panel';
import { useBirthdays } from '../lib/dashboard-api';
import { DashboardCarousel, type DashboardSlide } from './dashboard-carousel';

interface Panel extends DashboardSlide {
  /** the panel's columns of 12 on a wide screen */
  width: number;
}

/**
 * `/dashboard` (spec 000 section 2): the panels the profile's rights allow (cards, planning,
 * announcements, birthdays, fill rate; docs/dashboard.md) and the add-request button with REQUEST_CREATE or
 * ALL (DASH-15). A wide screen shows them in a grid; below the phone breakpoint they form a
 * carousel, one slide per page, with the unread announcements on the announcements tab (DASH-16).
 */
export function DashboardPage({ route }: PageProps) {
  const { t } = useTranslation();
  const { remote, version } = useModuleInfo();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const cards = useHasRight(DashboardRights.cards);
  const planning = useHasRight(DashboardRights.planning);
  // a planner sees the branches' planning; anyone else (a substitute) their own work of the coming days (planning_days_shown)
  const planner = useHasRight(DashboardRights.planner);
  const announcements = useHasRight(E.DASHBOARD_ANNOUNCEMENTS);
  const fillRate = useHasRight(DashboardRights.fillRate);
  const addRequest = useHasRight(DashboardRights.addRequest);
  // the panel's own query: the pool setting show_birthdays_panel hides the panel (DASH-12)
  const birthdayRight = useHasRight(BirthdayRights);
  const birthdaysAnswer = useBirthdays(birthdayRight);
  const birthdays = birthdayRight && birthdaysAnswer.data?.enabled !== false;
  // the panel's own query: the carousel's badge reads the same cached list
  const current = useCurrentAnnouncements(phone && announcements);
  const unread = current.data?.filter((a) => !a.read).length ?? 0;

  const panels: Panel[] = [
    ...(cards ? [{ key: 'cards', label: t('dashboard.cards.title'), width: 12, content: <CardsPanel /> }] : []),
    ...(planning && planner ? [{ key: 'planning', label: t('dashboard.planning.title'), width: 6, content: <PlanningPanel /> }] : []),
    ...(planning && !planner
      ? [{ key: 'upcoming_work', label: t('dashboard.upcoming.tab'), width: 6, content: <UpcomingWorkPanel /> }]
      : []),
    ...(announcements
      ? [{ key: 'announcements', label: t('announcements_panel.title'), width: 6, badge: unread, content: <AnnouncementsPanel /> }]
      : []),
    ...(birthdays ? [{ key: 'birthdays', label: t('dashboard.birthdays.title'), width: 6, content: <BirthdaysPanel /> }] : []),
    ...(fillRate ? [{ key: 'fill_rate', label: t('dashboard.fill_rate.title'), width: 6, content: <FillRatePanel /> }] : []),
  ];

  let body: ReactNode;
  if (panels.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="dashboard-empty">
        {t('dashboard.empty')}
      </Typography>
    );
  else if (phone) body = <DashboardCarousel slides={panels} />;
  else
    body = (
      <Grid container spacing={2} data-testid="dashboard-grid">
        {panels.map((panel) => (
          <Grid key={panel.key} size={{ xs: 12, md: panel.width }}>
            {panel.content}
          </Grid>
        ))}
      </Grid>
    );

  return (
    <PageFrame remote={remote} version={version} title={route.title}>
      {addRequest ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate('/request/new')} data-testid="dashboard-add-request">
            {t('dashboard.add_request')}
          </Button>
        </Stack>
      ) : null}
      {body}
    </PageFrame>
  );
}
