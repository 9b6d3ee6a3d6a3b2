import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExtraPermission as E } from '@app/contracts';
import { useHasRight } from '@app/platform/session';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { AnnouncementsPanel } from '../features/announcements/announcements-panel';

/**
 * `/dashboard` (spec 000 section 2): the panels the profile's rights allow, side by side on a wide
 * screen. The announcements panel needs DASHBOARD_ANNOUNCEMENTS; the cards, planning and birthdays
 * panels join this grid with their own issue.
 */
export function DashboardPage({ route }: PageProps) {
  const { t } = useTranslation();
  const { remote, version } = useModuleInfo();
  const announcements = useHasRight(E.DASHBOARD_ANNOUNCEMENTS);
  return (
    <PageFrame remote={remote} version={version} title={route.title}>
      {announcements ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <AnnouncementsPanel />
          </Grid>
        </Grid>
      ) : (
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="dashboard-empty">
          {t('dashboard.empty')}
        </Typography>
      )}
    </PageFrame>
  );
}
