import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DAYPART_NUMBERS, DashboardRights, type PlanningItem } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { navigate } from '@app/platform/navigation';
import { useHasRight } from '@app/platform/session';
import { PanelCard } from '../../components/panel-card';
import { usePlanning } from '../../lib/dashboard-api';
import { useDashboardEvents } from '../../hooks/use-dashboard-events';

const PRIORITY_COLOR = { completed: 'success', high: 'error', medium: 'warning', default: 'default' } as const;

/**
 * The planning panel (DASH-05..07): today's and tomorrow's planned dayparts of a planner's branches
 * (a substitute has the upcoming-work panel instead). The request number links to the request with REQUEST_VIEW;
 * the branch's address (else its city) shows only to an administrator. Live on the pool's request channel.
 */
export function PlanningPanel() {
  const { t } = useTranslation();
  const planning = usePlanning();
  const canOpen = useHasRight(DashboardRights.planner);
  const admin = useHasRight(['ROLE_ADMINISTRATOR']);
  useDashboardEvents();

  const line = (item: PlanningItem) => (
    <ListItem key={`${item.startDate}/${item.id}`} disableGutters divider data-testid={`planning-item-${item.number}-${item.startDate}`}>
      <Stack sx={{ width: '100%' }} spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {canOpen ? (
            <Link component="button" onClick={() => navigate(`/request/${item.number}`)} data-testid={`planning-link-${item.number}`}>
              #{item.number}
            </Link>
          ) : (
            <Typography component="span">#{item.number}</Typography>
          )}
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {item.branch}
          </Typography>
          {admin && (item.address ?? item.city) ? (
            <Typography component="span" color="text.secondary" data-testid={`planning-city-${item.number}`}>
              {item.address ?? item.city}
            </Typography>
          ) : null}
          <Chip size="small" color={PRIORITY_COLOR[item.priority]} label={t(`dashboard.planning.priority.${item.priority}`)} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[item.scheduleName, item.absentee ? t('dashboard.planning.absentee', { name: item.absentee }) : null]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {DAYPART_NUMBERS.map((n) => {
          const daypart = item.dayparts[n];
          return daypart ? (
            <Typography key={n} variant="body2" data-testid={`planning-item-${item.number}-${item.startDate}-${n}`}>
              {t(`dashboard.planning.daypart.${n}`)}: {daypart.person?.full_name ?? ''}
            </Typography>
          ) : null;
        })}
      </Stack>
    </ListItem>
  );

  return (
    <PanelCard
      testId="planning-panel"
      title={t('dashboard.planning.title')}
      query={planning}
      failed="dashboard.planning.load_failed"
      empty="dashboard.planning.empty"
      isEmpty={(data) => data.items.length === 0}
    >
      {(data) => (
        <List dense disablePadding>
          {(['today', 'tomorrow'] as const).map((day) => {
            const items = data.items.filter((i) => i.startDate === data[day]);
            return (
              <li key={day} data-testid={`planning-${day}`}>
                <List dense disablePadding>
                  <ListSubheader disableGutters>{t(`dashboard.planning.${day}`, { date: formatDisplayDate(data[day]) })}</ListSubheader>
                  {items.length > 0 ? (
                    items.map(line)
                  ) : (
                    <ListItem disableGutters>
                      <Typography variant="body2" color="text.secondary">
                        {t('dashboard.planning.nothing')}
                      </Typography>
                    </ListItem>
                  )}
                </List>
              </li>
            );
          })}
        </List>
      )}
    </PanelCard>
  );
}
