import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import isoWeek from 'dayjs/plugin/isoWeek';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import updateLocale from 'dayjs/plugin/updateLocale';
import 'dayjs/locale/nl';
import { TIME_ZONE } from '@app/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(isoWeek);
dayjs.extend(customParseFormat);
dayjs.extend(updateLocale);
dayjs.tz.setDefault(TIME_ZONE);
// Weeks start on Monday in both languages (spec 000 section 9).
dayjs.updateLocale('en', { weekStart: 1 });

export const DateFormat = {
  api: 'YYYY-MM-DD',
  display: 'DD-MM-YYYY',
  dateTime: 'DD-MM-YYYY HH:mm',
  weekday: 'ddd DD-MM-YYYY',
} as const;

/** An instant shown on Amsterdam's clock (dayjs.tz would ignore a trailing Z). */
export function inAmsterdam(instant: string | number | Date): dayjs.Dayjs {
  return dayjs.utc(instant).tz(TIME_ZONE);
}

/** A day as a list names it, short: 'di 9 feb' in Dutch, 'Tue 9 Feb' in English. */
export function formatShortDay(apiDate: string, locale: 'nl' | 'en'): string {
  const day = dayjs(apiDate, DateFormat.api).locale(locale);
  // Dutch abbreviations carry a full stop ('feb.'), which a list of days does not need
  return locale === 'nl' ? day.format('dd D MMM').replace(/\./g, '') : day.format('ddd D MMM');
}

export { dayjs };
export { formatDisplayDate } from './display-dates';
