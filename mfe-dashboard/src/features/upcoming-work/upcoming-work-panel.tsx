import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from 'react-i18next';
import { UPCOMING_WORK_DAYS, type UpcomingWorkItem } from '@app/contracts';
import { currentLocale } from '@app/i18n';
import { formatShortDay } from '@app/platform/dates';
import { navigate } from '@app/platform/navigation';
import { PanelCard } from '../../components/panel-card';
import { useUpcomingWork } from '../../lib/dashboard-api';
import { useDashboardEvents } from '../../hooks/use-dashboard-events';

/** 'di 1 dec' as a heading: 'Di 1 dec'. */
const heading = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The items grouped by day, in their order (the service answers them soonest first). */
function byDay(items: readonly UpcomingWorkItem[]): [string, UpcomingWorkItem[]][] {
  const days = new Map<string, UpcomingWorkItem[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return [...days];
}

/**
 * A substitute's work of the coming days (the pool's planning_days_shown, today included; two weeks
 * by default): per day each planned
 * daypart with its school and where it is, so a job just accepted is in sight. Live on the pool's
 * request channel, like the planning panel; the button opens one's own planning.
 */
export function UpcomingWorkPanel() {
  const { t } = useTranslation();
  const work = useUpcomingWork();
  useDashboardEvents();
  const locale = currentLocale();
  return (
    <PanelCard
      testId="upcoming-work"
      title={t('dashboard.upcoming.title', { count: work.data?.days ?? UPCOMING_WORK_DAYS })}
      action={
        <Button size="small" onClick={() => navigate('/planning')} data-testid="upcoming-work-planning">
          {t('dashboard.upcoming.to_planning')}
        </Button>
      }
      query={work}
      failed="dashboard.upcoming.load_failed"
      empty="dashboard.upcoming.empty"
      isEmpty={(data) => data.items.length === 0}
    >
      {(data) => (
        <List dense disablePadding>
          {byDay(data.items).map(([date, items]) => (
            <li key={date} data-testid={`upcoming-day-${date}`}>
              <List dense disablePadding>
                <ListSubheader disableGutters disableSticky>
                  {date === data.from
                    ? t('dashboard.upcoming.today', { day: formatShortDay(date, locale) })
                    : heading(formatShortDay(date, locale))}
                </ListSubheader>
                {items.map((item) => (
                  <ListItem
                    key={`${item.request_number}/${item.daypart}`}
                    disableGutters
                    divider
                    data-testid={`upcoming-${date}-${item.daypart}`}
                  >
                    <ListItemText
                      primary={`${t(`dashboard.planning.daypart.${item.daypart}`)} · ${item.branch.name}`}
                      secondary={[item.branch.address ?? item.branch.city, item.schedule, `#${item.request_number}`]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </li>
          ))}
        </List>
      )}
    </PanelCard>
  );
}
