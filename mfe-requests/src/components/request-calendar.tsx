import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestCalendarContext } from '@app/contracts';
import { absenteeUnder, YearCalendar, type CalendarDays, type CalendarMode, type DescribeDaypart } from '@app/ui/year-calendar';

export interface RequestCalendarProps {
  /** the schedule's period, week schedule, working weekend and the absentee's dates (one react-query answer: stable) */
  context: RequestCalendarContext;
  /** keep stable between renders (useMemo) */
  days: CalendarDays;
  selected: ReadonlySet<string>;
  onChange(selected: ReadonlySet<string>): void;
  mode?: CalendarMode;
  describeDaypart?: DescribeDaypart;
  selectionActions?: ReactNode;
  testId: string;
}

/**
 * The year calendar of a request (create stepper and Schedule tab): the schedule's period, the
 * dayparts its week schedule offers, Saturday and Sunday when they are working days, and the
 * absentee's other dates marked or disabled by check_the_same_person_absent.
 */
export function RequestCalendar({
  context,
  days,
  selected,
  onChange,
  mode,
  describeDaypart,
  selectionActions,
  testId,
}: RequestCalendarProps) {
  const { t } = useTranslation();
  // the request's branch's setting holds on every date: it is about adding to this request (REQ-CREATE-10)
  const absentee = useMemo(() => context.absentee && absenteeUnder(context.absentee.dates, context.absentee.setting), [context.absentee]);
  return (
    <YearCalendar
      start={context.period.start}
      end={context.period.end}
      days={days}
      weekSchedule={context.week_schedule}
      workingWeekend={context.working_weekend}
      absentee={absentee}
      mode={mode}
      selected={selected}
      onChange={onChange}
      describeDaypart={describeDaypart}
      selectionActions={selectionActions}
      label={t('calendar.label', { period: context.period.name })}
      testId={testId}
    />
  );
}
