import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FillRateWeek } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { PanelCard } from '../../components/panel-card';
import { useFillRate } from '../../lib/dashboard-api';

const FillRateChart = lazy(() => import('./fill-rate-chart'));

/** A week's share planned as a whole percentage, or null without wanted dayparts. */
export const percentOf = (week: FillRateWeek) => (week.rate === null ? null : Math.round(week.rate * 100));

/**
 * The fill rate of the coming weeks: per week from this Monday the share of the
 * wanted dayparts that is planned, as a bar chart of `@mui/x-charts` (loaded lazily, the first
 * paint does not wait for it) and as a line per week under it.
 */
export function FillRatePanel() {
  const { t } = useTranslation();
  const fill = useFillRate();
  const labelOf = (week: FillRateWeek) => t('dashboard.fill_rate.week', { date: formatDisplayDate(week.week_start) });
  return (
    <PanelCard
      testId="fill-rate-panel"
      title={t('dashboard.fill_rate.title')}
      query={fill}
      failed="dashboard.fill_rate.load_failed"
      empty="dashboard.fill_rate.empty"
      isEmpty={(weeks) => weeks.every((w) => w.dayparts === 0)}
    >
      {(weeks) => (
        <>
          <Suspense fallback={<Skeleton variant="rounded" height={220} data-testid="fill-rate-chart-loading" />}>
            <div data-testid="fill-rate-chart">
              <FillRateChart weeks={weeks} labelOf={labelOf} seriesLabel={t('dashboard.fill_rate.series')} />
            </div>
          </Suspense>
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {weeks.map((week) => (
              <Typography component="li" variant="body2" key={week.week_start} data-testid={`fill-rate-${week.week_start}`}>
                {labelOf(week)}:{' '}
                {percentOf(week) === null
                  ? t('dashboard.fill_rate.none')
                  : t('dashboard.fill_rate.share', { percent: percentOf(week), planned: week.planned, dayparts: week.dayparts })}
              </Typography>
            ))}
          </Stack>
        </>
      )}
    </PanelCard>
  );
}
