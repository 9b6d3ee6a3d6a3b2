import { DEFAULT_WTF, ONE_DAY_MIN_HOURS, ONE_DAY_MIN_WTF, travelAllowance } from '@app/contracts';

/**
 * The amounts of a work-state line as the materialiser first sets them (docs/work-state.md
 * 'Amounts'): WTF and hours from the daypart's week-schedule segment, the one-day minimum, and the
 * travel of the day. Pure; the store feeds them what it read.
 */

/** A full-time week in hours: a WTF of 1. A daypart without a segment is paid its WTF times this. */
export const HOURS_PER_FTE_WEEK = 40;

/** The segment a planned daypart keeps (times 'HH:mm'). */
export interface SegmentTimes {
  start_work_time: string;
  end_work_time: string;
  extra_time: string;
  wtf: number;
}

const minutes = (hhmm: string): number => {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
};
const round = (n: number, places: number) => Math.round((n + Number.EPSILON) * 10 ** places) / 10 ** places;

/** The WTF of a daypart: its segment's, else CONST-06's 0.1. */
export const daypartWtf = (segment: SegmentTimes | null): number => round(segment?.wtf ?? DEFAULT_WTF, 4);

/** The hours of a daypart: the segment's work time plus its extra time, else its WTF of a 40-hour week; 2 decimals. */
export function daypartHours(segment: SegmentTimes | null): number {
  if (!segment) return round(DEFAULT_WTF * HOURS_PER_FTE_WEEK, 2);
  const worked = Math.max(0, minutes(segment.end_work_time) - minutes(segment.start_work_time)) + minutes(segment.extra_time);
  return round(worked / 60, 2);
}

export interface DayAmounts {
  wtf: number;
  hours: number;
}

/**
 * One-day replacement (DOMAIN 'Work state'): the lines of one day of a request whose period is one
 * day are paid at least 5 hours and a WTF of at least 0.125 together. What is missing is added to
 * the day's first line (the lines come in daypart order); the others keep theirs.
 */
export function applyOneDayMinimum(lines: readonly DayAmounts[]): DayAmounts[] {
  if (lines.length === 0) return [];
  const hours = lines.reduce((s, l) => s + l.hours, 0);
  const wtf = lines.reduce((s, l) => s + l.wtf, 0);
  const [first, ...rest] = lines;
  return [
    {
      hours: round(first!.hours + Math.max(0, ONE_DAY_MIN_HOURS - hours), 2),
      wtf: round(first!.wtf + Math.max(0, ONE_DAY_MIN_WTF - wtf), 4),
    },
    ...rest.map((l) => ({ ...l })),
  ];
}

export interface DayTravel {
  /** km there and back */
  distance_total: number | null;
  /** euro; null when the distance is unknown, or before 2024 without a table amount */
  travel_cost: number | null;
}

/**
 * The travel of one working day at one branch (spec 000 section 9, ADR 0057): the single trip's km
 * there and back, and `travelAllowance` of that day. Only the day's first line at the branch carries
 * it (a person travels once a day); the others get 0.
 */
export function dayTravel(date: string, kmSingleTrip: number | null, tableAmount: number | null, firstOfDay: boolean): DayTravel {
  if (!firstOfDay) return { distance_total: 0, travel_cost: 0 };
  if (kmSingleTrip === null) return { distance_total: null, travel_cost: null };
  return { distance_total: round(2 * kmSingleTrip, 1), travel_cost: travelAllowance(date, kmSingleTrip, tableAmount) };
}
