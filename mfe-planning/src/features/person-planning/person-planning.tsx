import { useEffect } from 'react';
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
import { PeriodSelect } from '../../components/period-select';
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
  const calendar = usePersonCalendar(person, period);
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
  const view = calendar.data;
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
      {!view ? (
        <QueryProblem query={calendar} failed="planning.calendar_failed" testId="planning-calendar" />
      ) : (
        <>
          {tab === 'calendar' ? (
            <PlanningCalendarTab view={view} period={period} person={person} canEdit={canEdit} />
          ) : (
            <>
              <PlanningListTab view={view} canEdit={canEdit} />
              {canEdit && <MarkPanel view={view} person={person} frame="sticky" />}
            </>
          )}
          <WeekSchedule key={`${person}:${JSON.stringify(view.defaults)}`} view={view} person={person} canEdit={canEdit} />
        </>
      )}
    </Stack>
  );
}
