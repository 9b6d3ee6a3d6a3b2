import { useEffect, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { AvailabilityRights } from '@app/contracts';
import { useHasRight } from '@app/platform/session';
import { QueryProblem } from '@app/ui/query-state';
import { PersonPreviewLink } from '@app/ui/person-preview';
import { AbsenteeNotice } from '../../components/absentee-notice';
import { PeriodSelect } from '../../components/period-select';
import { useAbsentee, useCalendarPageTemplate, useWorkingWeekend } from '../../lib/calendar-page-api';
import { personWorkingWeekend } from './planning-days';
import { MarkPanel } from './mark-panel';
import { PlanningCalendarTab } from './planning-calendar-tab';
import { PlanningListTab } from './planning-list-tab';
import { planningUi, usePlanningUi, type PlanningTab } from './planning-store';
import { usePeriods, usePersonCalendar } from './api/use-planning';
import { WeekSchedule } from './week-schedule';

/**
 * One person's planning (spec 000 section 2): the active periods (the current one first shown),
 * calendar and list tabs (the list by default on a phone), marking the selected days absent,
 * available or clear, and the week schedule. `own`: the signed-in person's own planning.
 */
export function PersonPlanning({ person, own }: { person: number; own: boolean }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const chosenTab = usePlanningUi((s) => s.tab);
  const tab: PlanningTab = chosenTab ?? (phone ? 'list' : 'calendar');
  const { query: periodsQuery, periods, period } = usePeriods();
  // the page template's context names the calls (CAL-PAGE-04): the person's days, their default
  // week, the working weekend and the days they are reported absent on requests
  const page = useCalendarPageTemplate('person-planning');
  const context = page.data?.context;
  const calendar = usePersonCalendar(context?.assigned_days_url ?? null, person, period);
  const poolWeekend = useWorkingWeekend(context);
  const absentee = useAbsentee(context, person, period ? { from: period.start_date, to: period.end_date } : null);
  const view = calendar.data;
  // Saturday and Sunday are working days when the pool's checks say so or the person's week works them (CONST-05)
  const weekend = useMemo(() => {
    if (!view || !poolWeekend.data) return null;
    const own = personWorkingWeekend(view);
    return { saturday: poolWeekend.data.saturday || own.saturday, sunday: poolWeekend.data.sunday || own.sunday };
  }, [view, poolWeekend.data]);
  const weekUrl = page.data?.use_week_schedule ? (context?.week_schedule_url ?? null) : null;
  const mayEdit = useHasRight(AvailabilityRights.edit);
  const mayEditOthers = useHasRight(AvailabilityRights.editOthers);
  const canEdit = mayEdit && (own || mayEditOthers);

  // another person: the selection and the list's week start over
  useEffect(() => planningUi.clearSelection(), [person]);

  if (!periodsQuery.data) return <QueryProblem query={periodsQuery} failed="planning.periods_failed" testId="planning-periods" />;
  if (!period)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="planning-no-periods">
        {t('planning.no_periods')}
      </Typography>
    );
  const failed = [page, calendar, poolWeekend].find((q) => q.isError) ?? (!page.data ? page : !view ? calendar : poolWeekend);
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h6" data-testid="planning-person">
          {view ? <PersonPreviewLink person={view.person} testId="planning-person-preview" /> : ' '}
        </Typography>
        <PeriodSelect
          periods={periods}
          value={period.id}
          onChange={planningUi.setPeriod}
          label={t('planning.period')}
          testId="planning-period"
        />
      </Stack>
      <Tabs value={tab} onChange={(_e, value: PlanningTab) => planningUi.setTab(value)} aria-label={t('planning.tabs')}>
        <Tab value="calendar" label={t('planning.tab_calendar')} data-testid="planning-tab-calendar" />
        <Tab value="list" label={t('planning.tab_list')} data-testid="planning-tab-list" />
      </Tabs>
      {!view || !weekend ? (
        <QueryProblem query={failed} failed="planning.calendar_failed" testId="planning-calendar" />
      ) : (
        <>
          <AbsenteeNotice query={absentee} page="planning" name={view.person.full_name} testId="planning-absentee" />
          {tab === 'calendar' ? (
            <PlanningCalendarTab
              view={view}
              period={period}
              person={person}
              canEdit={canEdit}
              weekend={weekend}
              absentee={absentee.data ?? null}
            />
          ) : (
            <>
              <PlanningListTab view={view} canEdit={canEdit} weekend={weekend} absentee={absentee.data ?? null} />
              {canEdit && <MarkPanel view={view} person={person} frame="sticky" />}
            </>
          )}
          {weekUrl && (
            <WeekSchedule key={`${person}:${JSON.stringify(view.defaults)}`} view={view} url={weekUrl} person={person} canEdit={canEdit} />
          )}
        </>
      )}
    </Stack>
  );
}
