import { useCallback, useMemo, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { calendarDays, YearCalendar, type DescribeDaypart } from '@app/ui/year-calendar';
import { QueryProblem } from '@app/ui/query-state';
import { useActivePeriods, useBranchCalendar, type ActivePeriod } from './api/branch-tabs-api';

const NO_SELECTION: ReadonlySet<string> = new Set();

/** The current period, else the latest (as the planning screens choose). */
const defaultPeriod = (periods: readonly ActivePeriod[]) =>
  periods.find((p) => p.current) ?? [...periods].sort((a, b) => b.start_date.localeCompare(a.start_date))[0] ?? null;

/**
 * The branch popup's Calendar tab: the year calendar (the kit's, read-only) over an active period
 * with the requests of this branch and the branches below it per daypart, drawn as the general
 * calendar draws them (staffing's `GET calendar` with the branch as school filter).
 */
export function BranchCalendarTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const periods = useActivePeriods();
  const [chosen, setChosen] = useState<number | null>(null);
  const period = periods.data ? (periods.data.find((p) => p.id === chosen) ?? defaultPeriod(periods.data)) : null;
  const counts = useBranchCalendar(id, period?.id ?? null);
  const days = useMemo(() => calendarDays(counts.data ?? {}), [counts.data]);
  const describe = useCallback<DescribeDaypart>(
    (date, daypart) => {
      const c = counts.data?.[date]?.dayparts[daypart];
      if (!c) return undefined;
      return t('branch_tabs.calendar.daypart', {
        total: c.total,
        open: c.open + c.invited + c.reserved,
        planned: c.planned,
        closed: c.closed,
      });
    },
    [counts.data, t],
  );

  if (periods.isPending) return <Skeleton height={240} />;
  if (periods.isError) return <QueryProblem query={periods} failed="entity_popup.load_failed" testId="branch-calendar" />;
  if (!period) return <Typography color="text.secondary">{t('branch_tabs.calendar.no_period')}</Typography>;

  return (
    <Stack spacing={2} data-testid="branch-calendar">
      <TextField
        select
        size="small"
        label={t('branch_tabs.calendar.period')}
        value={period.id}
        onChange={(e) => setChosen(Number(e.target.value))}
        sx={{ maxWidth: 320 }}
        slotProps={{ htmlInput: { 'data-testid': 'branch-calendar-period' } }}
      >
        {periods.data.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      {counts.isError ? <QueryProblem query={counts} failed="entity_popup.load_failed" testId="branch-calendar-counts" /> : null}
      {counts.isPending ? <Skeleton height={240} /> : null}
      {counts.data && Object.keys(counts.data).length === 0 ? (
        <Typography color="text.secondary" data-testid="branch-calendar-empty">
          {t('branch_tabs.calendar.empty')}
        </Typography>
      ) : null}
      {counts.data ? (
        <YearCalendar
          start={period.start_date}
          end={period.end_date}
          days={days}
          mode="read-only"
          selected={NO_SELECTION}
          describeDaypart={describe}
          label={t('branch_tabs.calendar.label', { period: period.name })}
          testId="branch-calendar-year"
        />
      ) : null}
    </Stack>
  );
}
