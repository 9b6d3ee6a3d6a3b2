import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonCalendarView } from '@app/contracts';
import { YearCalendar, type DescribeDaypart } from '@app/ui/year-calendar';
import { daypartStateText } from './daypart-text';
import type { PlanningPeriod } from '../../lib/planning-api';
import { calendarDays, personWorkingWeekend } from './planning-days';
import { planningUi, usePlanningUi } from './planning-store';

/** The calendar tab: the period's year calendar with the person's states; days are selected to be marked. */
export function PlanningCalendarTab({ view, period, canEdit }: { view: PersonCalendarView; period: PlanningPeriod; canEdit: boolean }) {
  const { t } = useTranslation();
  const selected = usePlanningUi((s) => s.selected);
  const days = useMemo(() => calendarDays(view), [view]);
  const weekend = useMemo(() => personWorkingWeekend(view), [view]);
  const describe = useCallback<DescribeDaypart>(
    (date, daypart) =>
      daypartStateText(
        t,
        view.days[date]?.dayparts.find((d) => d.daypart === daypart),
      ),
    [t, view],
  );
  return (
    <YearCalendar
      start={period.start_date}
      end={period.end_date}
      days={days}
      workingWeekend={weekend}
      mode={canEdit ? 'select' : 'read-only'}
      selected={selected}
      onChange={planningUi.select}
      describeDaypart={describe}
      label={t('planning.calendar_label', { name: view.person.full_name, period: period.name })}
      testId="planning-calendar"
    />
  );
}
