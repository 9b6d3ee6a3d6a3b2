import { dayjs, DateFormat } from '@app/platform/dates';
import type { CurrentPeriod } from './filter-types';

export const TIME_UNITS = ['week', 'month', 'period'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

export interface TimeSlice {
  from: string;
  to: string;
  /** week number or month index, for the label */
  number: number;
}

export const isTimeUnit = (v: unknown): v is TimeUnit => (TIME_UNITS as readonly unknown[]).includes(v);

/** The weeks (ISO, Monday to Sunday) or months that overlap the current period (FILTER-15). */
export function slicesOf(unit: 'week' | 'month', period: CurrentPeriod): TimeSlice[] {
  const end = dayjs(period.end_date, DateFormat.api);
  const isoUnit = unit === 'week' ? 'isoWeek' : 'month';
  let cursor = dayjs(period.start_date, DateFormat.api).startOf(isoUnit);
  const slices: TimeSlice[] = [];
  while (!cursor.isAfter(end)) {
    slices.push({
      from: cursor.format(DateFormat.api),
      to: cursor.endOf(isoUnit).format(DateFormat.api),
      number: unit === 'week' ? cursor.isoWeek() : cursor.month(),
    });
    cursor = cursor.add(1, unit);
  }
  return slices;
}

/** The slice holding today, else the first one: what a unit switch picks. */
export function currentSlice(slices: TimeSlice[], today = dayjs().format(DateFormat.api)): TimeSlice | null {
  return slices.find((s) => s.from <= today && today <= s.to) ?? slices[0] ?? null;
}
