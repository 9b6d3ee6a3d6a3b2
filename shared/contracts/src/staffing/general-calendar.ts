import { z } from 'zod';
import { isCalendarDate, requiredId } from '../field-schemas';
import type { DaypartNumber } from './daypart-actions';
import type { RequestStatus } from './request-status';

/** The most days the panel's call takes at once: a whole year's selection (CAL-PAGE-02). */
export const MAX_CALENDAR_DATES = 366;

/** GET calendar: the marked days of a period (CAL-MARK-01), with the request list's filters and search. */
export const generalCalendarQuerySchema = z.object({ period_id: requiredId('Period') });

/** GET calendar/requests: the selected days (`dates[]`), with the request list's filters and search (CAL-PAGE-05). */
export const calendarRequestsQuerySchema = z.object({
  dates: z.preprocess(
    // qs hands a long list over as an object keyed by position
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : typeof v === 'object' && v !== null ? Object.values(v) : [v]),
    z
      .array(z.string({ error: 'The dates must be valid dates.' }).refine(isCalendarDate, 'The dates must be valid dates.'), {
        error: 'The dates must be valid dates.',
      })
      .min(1, 'Select at least one day.')
      .max(MAX_CALENDAR_DATES, `Select at most ${MAX_CALENDAR_DATES} days.`),
  ),
});
export type CalendarRequestsQuery = z.infer<typeof calendarRequestsQuerySchema>;

/** One daypart of the general calendar: how many live request dayparts it holds, by state. */
export interface GeneralCalendarDaypart {
  /** every live daypart (not removed) */
  total: number;
  open: number;
  invited: number;
  reserved: number;
  /** planned: each is one staffed person (the shading, CAL-PAGE-09) */
  planned: number;
  closed: number;
}

/** GET calendar: per date, the dayparts that hold requests. */
export type GeneralCalendarDays = Record<string, { dayparts: Partial<Record<DaypartNumber, GeneralCalendarDaypart>> }>;

/** A request in the slide panel: its dayparts on the selected days of one week. */
export interface CalendarPanelRequest {
  /** the request's number (its id in the popup's route) */
  number: number;
  status: RequestStatus;
  branch_name: string;
  absentee_name: string | null;
  reason: string | null;
  /** the first and last selected date of the week it has a daypart on */
  first_date: string;
  last_date: string;
  /** its dayparts on the week's selected days, and those no longer open (planned or closed) */
  dayparts: number;
  completed_dayparts: number;
}

/** A week of the slide panel (CAL-PAGE-02): its requests, and how many of them are completed. */
export interface CalendarPanelWeek {
  /** ISO week number and the Monday that starts it */
  week: number;
  monday: string;
  completed: number;
  total: number;
  requests: CalendarPanelRequest[];
}
