import { memo, useMemo, type ReactNode } from 'react';
import { DayBits, useDayBits, type CalendarStore } from './calendar-store';
import { DAYPARTS, type CalendarDay, type CalendarDaypart, type CalendarMode, type DaypartNumber } from './lib/calendar-types';
import { colourClassOf, staffingShade, type ColourClass } from './lib/colour-class';
import type { DayInfo } from './day-label';

/** What a caller may draw inside a daypart bar (initials, an icon). */
export interface DaypartContentProps {
  date: string;
  daypart: DaypartNumber;
  data: CalendarDaypart | undefined;
  colour: ColourClass | null;
}
export type RenderDaypart = (props: DaypartContentProps) => ReactNode;

export interface DayCellProps {
  date: string;
  day: CalendarDay | undefined;
  info: DayInfo;
  mode: CalendarMode;
  store: CalendarStore;
  label: (date: string, day: CalendarDay | undefined, info: DayInfo) => string;
  renderDaypart?: RenderDaypart;
}

function cellClass(bits: number, info: DayInfo, mode: CalendarMode): string {
  let name = 'yc-day';
  if (info.availability.disabled) name += ' yc-disabled';
  else if (mode !== 'select') name += ' yc-readonly';
  if (info.availability.absenteeWarning) name += ' yc-warning';
  if (bits & DayBits.selected) name += ' yc-selected';
  if (bits & DayBits.previewSelect) name += ' yc-preview-select';
  if (bits & DayBits.previewDeselect) name += ' yc-preview-deselect';
  return name;
}

function daypartClass(data: CalendarDaypart | undefined, offered: boolean, colour: ColourClass | null): string {
  const shade = staffingShade(data);
  return `yc-dp${offered ? '' : ' yc-dp-off'}${colour ? ` yc-dp-${colour}` : ''}${shade ? ` yc-shade-${shade}` : ''}`;
}

/**
 * One day of a month grid: its number and its two daypart bars. Memoised, and it follows only its
 * own bits of the calendar store, so a drag re-renders just the days whose look changes. Pointer
 * and key handling sit on the calendar's root (event delegation), found by `data-date`.
 */
export const DayCell = memo(function DayCell({ date, day, info, mode, store, label, renderDaypart }: DayCellProps) {
  const bits = useDayBits(store, date, !info.availability.disabled);
  const name = useMemo(() => label(date, day, info), [label, date, day, info]);
  return (
    <div
      role="gridcell"
      data-date={date}
      tabIndex={bits & DayBits.focused ? 0 : -1}
      aria-selected={(bits & DayBits.selected) !== 0}
      aria-disabled={info.availability.disabled || undefined}
      aria-label={name}
      className={cellClass(bits, info, mode)}
    >
      <span className="yc-day-number" aria-hidden="true">
        {Number(date.slice(8))}
      </span>
      <span className="yc-dayparts" aria-hidden="true">
        {DAYPARTS.map((daypart) => {
          const data = day?.dayparts?.[daypart];
          const colour = colourClassOf(data);
          return (
            <span key={daypart} className={daypartClass(data, info.offered.includes(daypart), colour)} data-daypart={daypart}>
              {renderDaypart?.({ date, daypart, data, colour })}
            </span>
          );
        })}
      </span>
    </div>
  );
});
