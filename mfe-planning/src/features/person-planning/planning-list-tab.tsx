import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PersonCalendarView, PersonDaypartView } from '@app/contracts';
import { dayjs, formatDisplayDate } from '@app/platform/dates';
import { DateInputField } from '@app/ui/date-picker';
import { daypartStateText } from './daypart-text';
import type { AbsenteeDates, WorkingWeekend } from '@app/ui/year-calendar';
import { addWeeks, firstWeek, mondayOf, weekDates } from './planning-days';
import { planningUi, usePlanningUi } from './planning-store';

const FILTERS = ['all', 'absent', 'available', 'unavailable', 'staffed'] as const;
type ListFilter = (typeof FILTERS)[number];

const CHIP_COLOUR: Record<PersonDaypartView['status'], 'error' | 'success' | 'default' | 'primary'> = {
  absent: 'error',
  available: 'success',
  unavailable: 'default',
  staffed: 'primary',
};

/**
 * The list tab (the default on a phone): the period a week at a time, each day with its two
 * dayparts' states, filtered by state; a day's checkbox selects it for marking.
 */
export function PlanningListTab({
  view,
  canEdit,
  weekend,
  absentee,
}: {
  view: PersonCalendarView;
  canEdit: boolean;
  /** the pool's working weekend and the person's own, as the calendar's columns (CONST-05) */
  weekend: WorkingWeekend;
  /** the days the person is reported absent on requests: 'prevent' makes them unselectable, 'warn' only marks them (CAL-DIS-04) */
  absentee: AbsenteeDates | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'nl';
  const selected = usePlanningUi((s) => s.selected);
  const chosenWeek = usePlanningUi((s) => s.week);
  const [filter, setFilter] = useState<ListFilter>('all');
  const [jumpTo, setJumpTo] = useState<string | null>(null);
  const week = chosenWeek ?? firstWeek(view.from, view.to, dayjs().format('YYYY-MM-DD'));
  const dates = useMemo(() => {
    // Saturday and Sunday only when they are working days, as the calendar's columns
    const shown = (date: string) => {
      const weekday = dayjs(date).isoWeekday();
      return (weekday !== 6 || weekend.saturday) && (weekday !== 7 || weekend.sunday);
    };
    return weekDates(week, view.from, view.to).filter(
      (date) => shown(date) && (filter === 'all' || view.days[date]?.dayparts.some((d) => d.status === filter)),
    );
  }, [week, view, filter, weekend]);
  const absent = useMemo(() => new Set(absentee?.dates ?? []), [absentee]);
  const prevented = useMemo(() => new Set(absentee?.prevented ?? []), [absentee]);
  const first = mondayOf(view.from);
  const last = mondayOf(view.to);
  const end = dayjs(week).add(6, 'day');
  return (
    <Stack sx={{ gap: 1 }} data-testid="planning-list">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" disabled={week <= first} onClick={() => planningUi.setWeek(addWeeks(week, -1))} data-testid="list-previous">
          {t('list.previous')}
        </Button>
        <Typography variant="subtitle2" sx={{ flex: 1, textAlign: 'center' }} data-testid="list-week">
          {t('list.week', { number: dayjs(week).isoWeek(), from: dayjs(week).format('DD-MM'), to: end.format('DD-MM-YYYY') })}
        </Typography>
        <Button size="small" disabled={week >= last} onClick={() => planningUi.setWeek(addWeeks(week, 1))} data-testid="list-next">
          {t('list.next')}
        </Button>
      </Stack>
      {/* a day weeks ahead in one step instead of clicking through the weeks */}
      <DateInputField
        label={t('list.go_to')}
        value={jumpTo}
        onChange={(date) => {
          setJumpTo(date);
          if (date && date >= view.from && date <= view.to) planningUi.setWeek(mondayOf(date));
        }}
        minDate={view.from}
        maxDate={view.to}
        testId="list-go-to"
      />
      <TextField
        select
        size="small"
        label={t('list.filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value as ListFilter)}
        slotProps={{ htmlInput: { 'data-testid': 'list-filter' } }}
      >
        {FILTERS.map((f) => (
          <MenuItem key={f} value={f}>
            {t(`list.filters.${f}`)}
          </MenuItem>
        ))}
      </TextField>
      {dates.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="planning-list-empty">
          {t('list.empty')}
        </Typography>
      ) : (
        dates.map((date) => (
          <Paper key={date} variant="outlined" sx={{ p: 1 }} data-testid={`list-day-${date}`}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Checkbox
                checked={selected.has(date)}
                disabled={!canEdit || prevented.has(date)}
                onChange={() => planningUi.toggleDate(date)}
                slotProps={{ input: { 'aria-label': t('list.select_day', { date: formatDisplayDate(date) }) } }}
                data-testid={`list-select-${date}`}
              />
              <Typography sx={{ minWidth: 140, textTransform: 'capitalize' }}>
                {dayjs(date).locale(locale).format('dddd D MMMM')}
              </Typography>
              {view.days[date]!.dayparts.map((d) => (
                <Chip
                  key={d.daypart}
                  size="small"
                  color={CHIP_COLOUR[d.status]}
                  variant={d.source === 'marked' || d.planned ? 'filled' : 'outlined'}
                  label={`${t(d.daypart === 1 ? 'dayparts.morning' : 'dayparts.afternoon')}: ${daypartStateText(t, d)}`}
                  data-testid={`list-state-${date}-${d.daypart}`}
                />
              ))}
              {absent.has(date) && <Chip size="small" color="warning" label={t('list.absentee')} data-testid={`list-absentee-${date}`} />}
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
