import { z } from 'zod';
import { optionalDate, requiredId } from '../field-schemas';
import { ExtraPermission as E } from '../permission-catalogue';
import { Permission as P } from '../permissions';
import type { DaypartNumber } from './daypart-actions';
import { daypartSelectionSchema } from './request-schemas';

/**
 * A person's availability per daypart (DOMAIN 'Matching' rule 2): the person
 * planning screen's marked days and default week, and what matching reads. docs/matching.md
 * 'Availability' has the rule and the rights.
 */
export const AVAILABILITY_STATES = ['available', 'unavailable', 'absent'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];
/** A default week holds available or unavailable: absence is about a day, not a habit. */
export const DEFAULT_AVAILABILITY_STATES = ['available', 'unavailable'] as const;
export type DefaultAvailabilityState = (typeof DEFAULT_AVAILABILITY_STATES)[number];

/** Where a daypart's state comes from: its own mark, the person's default week, or the working-week rule. */
export type AvailabilitySource = 'marked' | 'default' | 'week';

/** At most this many days in one calendar-detail answer (a school year and a bit). */
export const MAX_CALENDAR_DAYS = 400;

/**
 * Who may see and change whose availability (any one right of a list suffices). One's own person:
 * whoever plans their own days; someone else's: a planner. A substitute changes only their own.
 */
export const AvailabilityRights = {
  viewOwn: [E.AVAILABILITY_EDIT, P.PLANNING_VIEW],
  viewOthers: [P.CALENDAR_EDIT, P.PERSON_ALL, E.REQUEST_MATCHING],
  edit: [E.AVAILABILITY_EDIT],
  /** besides `edit`, to change another person's availability */
  editOthers: [P.CALENDAR_EDIT, P.PERSON_ALL],
} as const satisfies Record<string, readonly string[]>;

export const AvailabilityMessages = {
  personNotFound: 'Person #{{id}} not found',
  periodNotFound: 'The requested item {{id}} could not be found',
  rangeInOrder: 'The end date must be on or after the start date.',
  rangeTooLong: `At most ${MAX_CALENDAR_DAYS} days can be shown at once.`,
} as const;

export const AVAILABILITY_MESSAGES_NL: Readonly<Record<string, string>> = {
  [AvailabilityMessages.personNotFound]: 'Persoon #{{id}} niet gevonden',
  [AvailabilityMessages.rangeInOrder]: 'De einddatum moet op of na de begindatum liggen.',
  [AvailabilityMessages.rangeTooLong]: `Er kunnen maximaal ${MAX_CALENDAR_DAYS} dagen tegelijk worden getoond.`,
};

/** POST marked days: mark the listed dayparts available, unavailable or absent, or clear their marks (spec 000 'update actions'). */
export const MARKED_DAY_ACTIONS = [...AVAILABILITY_STATES, 'clear'] as const;
export const markedDaysSchema = z.object({
  action: z.enum(MARKED_DAY_ACTIONS, { error: 'The action is not allowed.' }),
  dayparts: daypartSelectionSchema,
});
export type MarkedDaysInput = z.infer<typeof markedDaysSchema>;
/** The body as a screen sends it: `{ action, dayparts: { date: [1, 2] } }`. */
export type MarkedDaysBody = z.input<typeof markedDaysSchema>;

/** DELETE marked days (with a body, as the spec's calls): clear the listed dayparts' marks. */
export const clearMarkedDaysSchema = z.object({ dayparts: daypartSelectionSchema });

/** GET marked days: the days of one period. */
export const markedDaysQuerySchema = z.object({ period_id: requiredId('Period') });

/** GET calendar-detail: from .. to (both optional: the current period, else the next 14 days). */
export const calendarDetailQuerySchema = z
  .object({ from: optionalDate('From'), to: optionalDate('To') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: AvailabilityMessages.rangeInOrder });

const weekDay = z.coerce
  .number({ error: 'The week day must be 1 (Monday) to 7 (Sunday).' })
  .int('The week day must be 1 (Monday) to 7 (Sunday).')
  .min(1, 'The week day must be 1 (Monday) to 7 (Sunday).')
  .max(7, 'The week day must be 1 (Monday) to 7 (Sunday).');

/** PUT the default week: each listed slot gets the state, or loses its default (null). */
export const availabilityDefaultsSchema = z.object({
  defaults: z
    .array(
      z.object({
        week_day: weekDay,
        daypart: z.union([z.literal(1), z.literal(2)], { error: 'The Dayparts must be 1 (morning) or 2 (afternoon).' }),
        state: z.enum(DEFAULT_AVAILABILITY_STATES, { error: 'The state is not allowed.' }).nullable(),
      }),
      { error: 'The defaults must be a list.' },
    )
    .min(1, 'The defaults must be a list.')
    .max(14, 'A week has 14 dayparts.'),
});
export type AvailabilityDefaultsInput = z.infer<typeof availabilityDefaultsSchema>;

/**
 * GET person/{id}/absentee-dates (CAL-PAGE-04, CAL-DIS-04): the dates the person is reported absent
 * on live requests over the range, and those of them where check_the_same_person_absent 'prevent'
 * holds for a daypart (the setting of the branch of its request, as marking the person available is
 * refused by it: ADR 0367).
 */
export interface AbsenteeDatesView {
  dates: string[];
  prevented: string[];
}

/** One daypart of a person's calendar: the availability, and the request the person is planned on (its number and branch). */
export interface PersonDaypartView {
  daypart: DaypartNumber;
  availability: AvailabilityState;
  source: AvailabilitySource;
  planned: { request: number; branch: string } | null;
  /** spec 000 'Person planning states': staffed wins over what the person marked */
  status: 'staffed' | AvailabilityState;
}

export interface PersonCalendarView {
  person: { id: number; full_name: string };
  from: string;
  to: string;
  /** the default week: `defaults[week_day][daypart]`, only the slots that have one */
  defaults: Record<string, Partial<Record<'1' | '2', DefaultAvailabilityState>>>;
  /** keyed by date */
  days: Record<string, { date: string; dayparts: PersonDaypartView[] }>;
}
