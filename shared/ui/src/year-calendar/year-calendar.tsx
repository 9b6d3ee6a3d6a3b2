import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { dayjs } from '@app/platform/dates';
import { createCalendarStore } from './calendar-store';
import { CalendarRoot } from './calendar-styles';
import type { RenderDaypart } from './day-cell';
import { dayLabel, dayLines, type DayInfo, type DayLabelOptions, type DescribeDaypart } from './day-label';
import { DayTooltip } from './day-tooltip';
import type { AbsenteeDates, CalendarDay, CalendarDays, CalendarMode, WeekScheduleSegment, WorkingWeekend } from './lib/calendar-types';
import { ISO_DATE } from './lib/iso-dates';
import { MonthGrid } from './month-grid';
import { SelectionPopup } from './selection-popup';
import { useCalendarHandlers } from './use-calendar-handlers';
import { useCalendarModel, type CalendarModel } from './use-calendar-model';

export interface YearCalendarProps {
  /** the period shown, `YYYY-MM-DD`; its months are shown whole, days outside it disabled */
  start: string;
  end: string;
  /** each date's dayparts, label and the server's isDisabled; keep the object stable between renders */
  days?: CalendarDays;
  /** the week schedule's segments: which dayparts each week day offers; none offers both every working day */
  weekSchedule?: readonly WeekScheduleSegment[] | null;
  /** the pool settings saturday_working_day and sunday_working_day (the schedule may add either) */
  workingWeekend?: WorkingWeekend;
  /** the absentee's dates, and those check_the_same_person_absent 'prevent' disables */
  absentee?: AbsenteeDates | null;
  /** select (default), read-only, or locked (a locked request: nothing can be selected) */
  mode?: CalendarMode;
  /** the selected dates (controlled) */
  selected: ReadonlySet<string>;
  onChange?: (selected: ReadonlySet<string>) => void;
  /** a substitute reads 'free' for an empty daypart (CAL-PAGE-10) */
  emptyState?: 'empty' | 'free';
  /** the caller's words for a daypart's state, in its label and tooltip (keep it stable) */
  describeDaypart?: DescribeDaypart;
  /** content drawn inside a daypart bar (keep it stable) */
  renderDaypart?: RenderDaypart;
  /** the tooltip of a day; by default the day's label, a line each */
  renderTooltip?: (date: string, day: CalendarDay | undefined) => ReactNode;
  /** buttons shown in the '{n} days selected' popup beside Clear */
  selectionActions?: ReactNode;
  /** the calendar's accessible name */
  label?: string;
  testId?: string;
}

const NO_DAYS: CalendarDays = {};
const NO_WEEKEND: WorkingWeekend = { saturday: false, sunday: false };

/** Where the single tab stop starts: the first selected day, else today, else the first selectable day, else the first day shown. */
function initialFocus({ shown, info }: CalendarModel, selected: ReadonlySet<string>): string {
  const today = dayjs().format(ISO_DATE);
  return (
    shown.dates.find((date) => selected.has(date)) ??
    (shown.indexOf.has(today) ? today : undefined) ??
    shown.dates.find((date) => !info.get(date)?.availability.disabled) ??
    shown.dates[0] ??
    ''
  );
}

/**
 * The year calendar (reused by the general calendar and person planning): month
 * grids with two dayparts a day, week numbers, Saturday and Sunday only when they are working days,
 * the disabled-day rules, click, group and drag selection with a preview, keyboard operation, and
 * the '{n} days selected' popup. See docs/year-calendar.md.
 */
export function YearCalendar({
  start,
  end,
  days = NO_DAYS,
  weekSchedule = null,
  workingWeekend = NO_WEEKEND,
  absentee = null,
  mode = 'select',
  selected,
  onChange,
  emptyState = 'empty',
  describeDaypart,
  renderDaypart,
  renderTooltip,
  selectionActions,
  label,
  testId = 'year-calendar',
}: YearCalendarProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'nl';
  const model = useCalendarModel({ start, end, days, weekSchedule, workingWeekend, absentee, mode });
  const [store] = useState(() =>
    createCalendarStore({ selected, drag: null, preview: null, focus: initialFocus(model, selected), tooltip: null }),
  );
  const root = useRef<HTMLDivElement>(null);
  const { handlers, toggleGroup, clear } = useCalendarHandlers(store, root, { selected, onChange, rules: model.rules, shown: model.shown });

  useLayoutEffect(() => {
    if (!model.shown.indexOf.has(store.get().focus)) store.set({ focus: initialFocus(model, selected) });
  }, [model, selected, store]);

  const labelOptions = useMemo<DayLabelOptions>(
    () => ({ t, locale, emptyState, describeDaypart }),
    [t, locale, emptyState, describeDaypart],
  );
  const cellLabel = useCallback(
    (date: string, day: CalendarDay | undefined, info: DayInfo) => dayLabel(labelOptions, date, day, info),
    [labelOptions],
  );
  const tooltip = useCallback(
    (date: string) => {
      if (renderTooltip) return renderTooltip(date, days[date]);
      const info = model.info.get(date);
      return info ? dayLines(labelOptions, date, days[date], info).map((line) => <div key={line}>{line}</div>) : null;
    },
    [renderTooltip, days, model.info, labelOptions],
  );

  return (
    // the days inside are the interactive gridcells; the root only delegates their pointer and key events
    <CalendarRoot ref={root} role="group" aria-label={label ?? t('year_calendar.calendar')} data-testid={testId} {...handlers}>
      {mode === 'locked' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('year_calendar.locked')}
        </Alert>
      )}
      <div className="yc-months">
        {model.months.map((layout) => (
          <MonthGrid
            key={layout.key}
            layout={layout}
            days={days}
            info={model.info}
            mode={mode}
            store={store}
            t={t}
            locale={locale}
            label={cellLabel}
            renderDaypart={renderDaypart}
            onToggleGroup={toggleGroup}
          />
        ))}
      </div>
      {mode === 'select' && selected.size > 0 && <SelectionPopup count={selected.size} onClear={clear} actions={selectionActions} />}
      <DayTooltip store={store} content={tooltip} />
    </CalendarRoot>
  );
}
