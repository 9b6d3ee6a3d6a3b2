import { useCallback, useMemo } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { PersonCalendarView } from '@app/contracts';
import { YearCalendar, type AbsenteeDates, type DescribeDaypart, type WorkingWeekend } from '@app/ui/year-calendar';
import { daypartStateText } from './daypart-text';
import { MarkPanel } from './mark-panel';
import type { PlanningPeriod } from '../../lib/planning-api';
import { calendarDays } from './planning-days';
import { planningUi, usePlanningUi } from './planning-store';

/**
 * The calendar tab: the period's year calendar with the person's states; the days selected are
 * marked in the panel the '{n} days selected' popup opens.
 */
export function PlanningCalendarTab({
  view,
  period,
  person,
  canEdit,
  weekend,
  absentee,
}: {
  view: PersonCalendarView;
  period: PlanningPeriod;
  person: number;
  canEdit: boolean;
  /** the pool's working weekend and the person's own (CONST-05) */
  weekend: WorkingWeekend;
  /** the days the person is reported absent on requests: 'prevent' disables them, 'warn' marks them (CAL-DIS-04) */
  absentee: AbsenteeDates | null;
}) {
  const { t } = useTranslation();
  const selected = usePlanningUi((s) => s.selected);
  const marking = usePlanningUi((s) => s.marking);
  const days = useMemo(() => calendarDays(view), [view]);
  const describe = useCallback<DescribeDaypart>(
    (date, daypart) =>
      daypartStateText(
        t,
        view.days[date]?.dayparts.find((d) => d.daypart === daypart),
      ),
    [t, view],
  );
  return (
    <>
      <YearCalendar
        start={period.start_date}
        end={period.end_date}
        days={days}
        workingWeekend={weekend}
        absentee={absentee}
        mode={canEdit ? 'select' : 'read-only'}
        selected={selected}
        onChange={planningUi.select}
        describeDaypart={describe}
        label={t('planning.calendar_label', { name: view.person.full_name, period: period.name })}
        testId="planning-calendar"
        selectionActions={
          <Button size="small" variant="contained" onClick={() => planningUi.setMarking(true)} data-testid="mark-open">
            {t('mark.open')}
          </Button>
        }
      />
      {marking && <MarkPanel view={view} person={person} frame="dialog" onClose={() => planningUi.setMarking(false)} />}
    </>
  );
}
