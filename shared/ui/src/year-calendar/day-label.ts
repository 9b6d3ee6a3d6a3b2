import type { TFunction } from 'i18next';
import { dayjs } from '@app/platform/dates';
import { DAYPARTS, type CalendarDay, type CalendarDaypart, type DaypartNumber } from './lib/calendar-types';
import { colourClassOf } from './lib/colour-class';
import type { DayAvailability } from './lib/day-availability';
import { staffingCount } from './lib/daypart-actions';
import { ISO_DATE } from './lib/iso-dates';

/** A caller's own words for a daypart's state (a request's daypart, a planned person's name); undefined keeps the calendar's. */
export type DescribeDaypart = (date: string, daypart: DaypartNumber, data: CalendarDaypart | undefined) => string | undefined;

/** What the calendar knows of one shown day besides its data. */
export interface DayInfo {
  availability: DayAvailability;
  offered: readonly DaypartNumber[];
}

export interface DayLabelOptions {
  t: TFunction;
  locale: string;
  /** a substitute reads 'free' where others read 'empty' (CAL-PAGE-10) */
  emptyState: 'empty' | 'free';
  describeDaypart?: DescribeDaypart;
}

/** The text of a daypart's state: the caller's words, else its colour class, 'empty' (or 'free'), or 'not in the schedule'. */
export function daypartStateText(
  options: DayLabelOptions,
  date: string,
  daypart: DaypartNumber,
  data: CalendarDaypart | undefined,
  offered: boolean,
) {
  const { t } = options;
  const custom = options.describeDaypart?.(date, daypart, data);
  if (custom) return custom;
  if (!offered) return t('year_calendar.not_offered');
  const colour = colourClassOf(data);
  const state = t(`year_calendar.states.${colour ?? options.emptyState}`);
  const staffed = data ? staffingCount(data) : 0;
  return staffed > 0 ? `${state} (${t('year_calendar.staffed', { count: staffed })})` : state;
}

/**
 * What the calendar says of a day, a line each: its date ('maandag 3 november 2025'), each daypart
 * ('ochtend: open'), the day's label, the absentee warning, and why it cannot be selected.
 */
export function dayLines(options: DayLabelOptions, date: string, day: CalendarDay | undefined, info: DayInfo): string[] {
  const { t } = options;
  const parts = [dayjs(date, ISO_DATE).locale(options.locale).format('dddd D MMMM YYYY')];
  for (const daypart of DAYPARTS) {
    const name = t(daypart === 1 ? 'year_calendar.morning' : 'year_calendar.afternoon');
    parts.push(`${name}: ${daypartStateText(options, date, daypart, day?.dayparts?.[daypart], info.offered.includes(daypart))}`);
  }
  if (day?.label) parts.push(day.label);
  if (info.availability.absenteeWarning) parts.push(t('year_calendar.absentee_warning'));
  const [reason] = info.availability.reasons;
  if (reason) parts.push(t('year_calendar.not_selectable', { reason: t(`year_calendar.reasons.${reason}`) }));
  return parts;
}

/** The name a screen reader reads for a day: 'maandag 3 november 2025, ochtend: open, middag: gepland', and so on. */
export const dayLabel = (options: DayLabelOptions, date: string, day: CalendarDay | undefined, info: DayInfo): string =>
  dayLines(options, date, day, info).join(', ');
