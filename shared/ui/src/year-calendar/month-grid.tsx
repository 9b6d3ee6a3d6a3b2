import { memo, useId, type CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import { dayjs } from '@app/platform/dates';
import type { CalendarStore } from './calendar-store';
import { DayCell, type RenderDaypart } from './day-cell';
import type { DayInfo } from './day-label';
import type { CalendarDay, CalendarDays, CalendarMode, IsoWeekday } from './lib/calendar-types';
import { ISO_DATE } from './lib/iso-dates';
import type { MonthLayout } from './lib/month-layout';

export interface MonthGridProps {
  layout: MonthLayout;
  days: CalendarDays;
  info: ReadonlyMap<string, DayInfo>;
  mode: CalendarMode;
  store: CalendarStore;
  t: TFunction;
  locale: string;
  label: (date: string, day: CalendarDay | undefined, info: DayInfo) => string;
  renderDaypart?: RenderDaypart;
  onToggleGroup: (dates: readonly string[]) => void;
}

const weekdayName = (weekday: IsoWeekday, locale: string, format: string) => dayjs().locale(locale).isoWeekday(weekday).format(format);

/**
 * One month as an ARIA grid: a header row (WK, then the visible week days) and a row per ISO week
 * (its number as row header, then the days). In select mode the month title, the week days and the
 * week numbers are buttons that toggle their group (CAL-SEL-02); the title is a tab stop, the
 * others are reached by pointer (the keyboard extends with Shift+arrows instead).
 */
export const MonthGrid = memo(function MonthGrid({
  layout,
  days,
  info,
  mode,
  store,
  t,
  locale,
  label,
  renderDaypart,
  onToggleGroup,
}: MonthGridProps) {
  const titleId = useId();
  const selectable = mode === 'select';
  const title = dayjs(layout.first, ISO_DATE).locale(locale).format('MMMM YYYY');
  const columns = { '--yc-columns': `24px repeat(${layout.weekdays.length}, minmax(0, 1fr))` } as CSSProperties;
  const column = (index: number) => layout.weeks.flatMap((week) => (week.cells[index] ? [week.cells[index]] : []));
  return (
    <div className="yc-month" data-month={layout.key}>
      {selectable ? (
        <button
          type="button"
          id={titleId}
          className="yc-title"
          aria-label={t('year_calendar.toggle_month', { month: title })}
          onClick={() => onToggleGroup(layout.dates)}
        >
          {title}
        </button>
      ) : (
        <h3 id={titleId} className="yc-title">
          {title}
        </h3>
      )}
      <div role="grid" aria-labelledby={titleId} aria-readonly={!selectable || undefined} aria-multiselectable={selectable || undefined}>
        <div role="row" className="yc-row" style={columns}>
          <span role="columnheader" className="yc-head" aria-label={t('year_calendar.week_number')}>
            {t('year_calendar.week')}
          </span>
          {layout.weekdays.map((weekday, index) => (
            <span role="columnheader" key={weekday} className="yc-head" aria-label={weekdayName(weekday, locale, 'dddd')}>
              {selectable ? (
                <button
                  type="button"
                  tabIndex={-1}
                  className="yc-head"
                  // the name starts with what the button shows (the short day), then says what it does
                  aria-label={t('year_calendar.toggle_weekday', {
                    short: weekdayName(weekday, locale, 'dd').toUpperCase(),
                    weekday: weekdayName(weekday, locale, 'dddd'),
                  })}
                  onClick={() => onToggleGroup(column(index))}
                >
                  {weekdayName(weekday, locale, 'dd').toUpperCase()}
                </button>
              ) : (
                weekdayName(weekday, locale, 'dd').toUpperCase()
              )}
            </span>
          ))}
        </div>
        {layout.weeks.map((week) => (
          <div role="row" className="yc-row" style={columns} key={week.week}>
            <span role="rowheader" className="yc-head yc-week">
              {selectable ? (
                <button
                  type="button"
                  tabIndex={-1}
                  className="yc-head"
                  aria-label={t('year_calendar.toggle_week', { week: week.week })}
                  onClick={() => onToggleGroup(week.cells.filter((date): date is string => date !== null))}
                >
                  {week.week}
                </button>
              ) : (
                week.week
              )}
            </span>
            {week.cells.map((date, index) =>
              date ? (
                <DayCell
                  key={date}
                  date={date}
                  day={days[date]}
                  info={info.get(date)!}
                  mode={mode}
                  store={store}
                  label={label}
                  renderDaypart={renderDaypart}
                />
              ) : (
                <span role="gridcell" key={`empty-${index}`} />
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
});
