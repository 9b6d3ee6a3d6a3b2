import type { Locale } from '@app/contracts';
import { nlDate } from '../dutch-format';

/** 'Periode 01-09-2026 t/m 30-09-2026' / 'Period 01-09-2026 to 30-09-2026' */
export const periodSubtitle = (locale: Locale, from: string, to: string) =>
  locale === 'nl' ? `Periode ${nlDate(from)} t/m ${nlDate(to)}` : `Period ${nlDate(from)} to ${nlDate(to)}`;

/** A text in the caller's language: `t(locale, 'Datum', 'Date')`. */
export const t = (locale: Locale, nl: string, en: string) => (locale === 'nl' ? nl : en);
