import { useCallback, useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DefaultRoleCode, FilterTemplate } from '@app/contracts';
import { useSession } from '@app/platform/session';
import { FilterBar, clearListCaches } from '@app/ui/filter-bar';
import { QueryProblem } from '@app/ui/query-state';
import { YearCalendar, type AbsenteeDates, type DescribeDaypart } from '@app/ui/year-calendar';
import { AbsenteeNotice } from '../../components/absentee-notice';
import { PeriodSelect, usePeriodChoice } from '../../components/period-select';
import { contextPath, useAbsentee, useCalendarPageTemplate, useWorkingWeekend } from '../../lib/calendar-page-api';
import { filterQuery, singleFilterId, useCalendarDays } from './api/calendar-api';
import { calendarDays, calendarFill, countsOf } from './calendar-days';
import { CalendarPanel } from './calendar-panel';
import { calendarUi, useCalendarUi } from './calendar-store';

const SUBSTITUTE_ROLE: DefaultRoleCode = 'ROLE_SUBSTITUTE';

/** The filter bar's own id: the request list's filters, remembered apart from the list's (FILTER_general-calendar). */
export const CALENDAR_FILTER_ID = 'general-calendar';
/** The request filter's keys of the absentee and the school (the request list's filter). */
const ABSENTEE_FILTER = 'absentee_person';
const BRANCH_FILTER = 'branch';

/**
 * The general calendar (spec 000 section 2, CAL-PAGE-01..11): the active periods (the current one
 * preselected), the request list's filter bar, the period's year calendar coloured by the state of
 * its requests' dayparts and shaded by their staffing, and the slide panel with the selected days'
 * requests.
 */
export function GeneralCalendar() {
  const { t } = useTranslation();
  const periodId = useCalendarUi((s) => s.periodId);
  const selected = useCalendarUi((s) => s.selected);
  const panel = useCalendarUi((s) => s.panel);
  const filter = useCalendarUi((s) => s.filter);
  const generation = useCalendarUi((s) => s.filterGeneration);
  const { query: periods, period } = usePeriodChoice(periodId);
  // the page template (CAL-PAGE-03) brings the filter bar, the request list's (none without the right
  // to it), and its context names the calls (CAL-PAGE-04): the days, the working weekend, the absentee's dates
  const page = useCalendarPageTemplate('calendar-page-list');
  const context = page.data?.context;
  const pageFilter = page.data?.filter;
  const filterTemplate = useMemo<FilterTemplate | null>(
    () => (pageFilter ? { ...pageFilter, id: CALENDAR_FILTER_ID } : null),
    [pageFilter],
  );
  const query = useMemo(() => filterQuery(filter, filterTemplate?.filter_search), [filter, filterTemplate?.filter_search]);
  const weekend = useWorkingWeekend(context);
  const days = useCalendarDays(context ? contextPath(context.assigned_days_url) : null, period?.id ?? null, query);
  // with one absentee in the filter, the days they are reported absent on live requests are marked;
  // nothing is added here, so the policy disables none of them (it says what a new request meets)
  const absenteeId = singleFilterId(filter, ABSENTEE_FILTER);
  const absentee = useAbsentee(context, absenteeId, period ? { from: period.start_date, to: period.end_date } : null, {
    branch: singleFilterId(filter, BRANCH_FILTER),
  });
  const absenteeMarks = useMemo<AbsenteeDates | null>(
    () => (absenteeId !== null && absentee.data ? { dates: absentee.data.dates, prevented: [] } : null),
    [absenteeId, absentee.data],
  );
  const calendar = useMemo(() => calendarDays(days.data ?? {}), [days.data]);
  const fill = useMemo(() => calendarFill(days.data ?? {}), [days.data]);
  // a substitute reads 'free' where a planner reads 'empty' (CAL-PAGE-10)
  const substitute = useSession((s) => s.payload?.roles.includes(SUBSTITUTE_ROLE) ?? false);
  const describe = useCallback<DescribeDaypart>(
    (date, daypart) => {
      const counts = days.data && countsOf(days.data, date, daypart);
      if (!counts) return undefined;
      return t('calendar.daypart', {
        count: counts.total,
        open: counts.open + counts.invited + counts.reserved,
        planned: counts.planned,
        closed: counts.closed,
      });
    },
    [days.data, t],
  );
  const closePanel = useCallback(() => {
    clearListCaches(CALENDAR_FILTER_ID);
    calendarUi.closePanel();
  }, []);

  if (!periods.data) return <QueryProblem query={periods} failed="calendar.periods_failed" testId="calendar-periods" />;
  if (!period)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="calendar-no-periods">
        {t('calendar.no_periods')}
      </Typography>
    );
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, alignItems: { md: 'flex-start' } }}>
        <PeriodSelect
          periods={periods.data}
          value={period.id}
          onChange={calendarUi.setPeriod}
          label={t('calendar.period')}
          testId="calendar-period"
        />
        {filterTemplate && <FilterBar key={generation} template={filterTemplate} onApply={calendarUi.setFilter} testId="calendar-filter" />}
      </Stack>
      {absenteeId !== null && <AbsenteeNotice query={absentee} page="calendar" testId="calendar-absentee" />}
      {days.data && weekend.data ? (
        <>
          {Object.keys(days.data).length === 0 && (
            <Typography color="text.secondary" data-testid="calendar-empty">
              {t('calendar.empty')}
            </Typography>
          )}
          <YearCalendar
            start={period.start_date}
            end={period.end_date}
            days={calendar}
            workingWeekend={weekend.data}
            absentee={absenteeMarks}
            selected={selected}
            onChange={calendarUi.select}
            describeDaypart={describe}
            label={t('calendar.label', { period: period.name })}
            emptyState={substitute ? 'free' : 'empty'}
            testId="general-calendar"
            selectionActions={
              <Button size="small" variant="contained" onClick={calendarUi.openPanel} data-testid="calendar-panel-open">
                {t('calendar.panel.open')}
              </Button>
            }
          />
          {fill.percentage !== null && (
            <Typography variant="body2" color="text.secondary" data-testid="calendar-fill">
              {t('calendar.fill', { percentage: fill.percentage, planned: fill.planned, needed: fill.needed })}
            </Typography>
          )}
        </>
      ) : (
        <QueryProblem
          query={[page, days, weekend].find((q) => q.isError) ?? (!page.data ? page : days.data ? weekend : days)}
          failed="calendar.days_failed"
          testId="calendar-days"
        />
      )}
      {panel && <CalendarPanel dates={[...selected].sort()} query={query} onClose={closePanel} />}
    </Stack>
  );
}
