import { z } from 'zod';
import { addError, optionalId, requiredMessage, requiredText, wholeNumber, type FieldErrors } from '../validation/field-schemas';
import { minutesOf, requiredTime } from './time-of-day';

/** Week days 1 (Monday) to 7 (Sunday), spec 001 section 9; dayparts 1 morning, 2 afternoon. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const DAYPARTS = [1, 2] as const;

/** Default WTF of a daypart (spec 001 section 9: 0.1, editable). */
export const DEFAULT_WTF = 0.1;

const wtf = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? DEFAULT_WTF : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'The WTF must be a number.' })
    .min(0, 'The WTF must be between 0 and 1.')
    .max(1, 'The WTF must be between 0 and 1.')
    // stored and shown with at most 4 decimals (spec 001 section 9)
    .refine((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, 'The WTF may have at most 4 decimals.'),
);

export const segmentSchema = z.object({
  week_day: wholeNumber('Week day', 1, 7),
  daypart: wholeNumber('Daypart', 1, DAYPARTS.length),
  start_class_time: requiredTime('Start class time'),
  end_class_time: requiredTime('End class time'),
  start_work_time: requiredTime('Start work time'),
  end_work_time: requiredTime('End work time'),
  extra_time: requiredTime('Extra time').optional().default('00:00'),
  wtf,
});

export type SegmentInput = z.infer<typeof segmentSchema>;

export const SEGMENT_MESSAGES = {
  classOrder: 'The End class time must be after the Start class time.',
  workOrder: 'The End work time must be after the Start work time.',
  classWithinWork: 'The class time must lie within the work time.',
  duplicate: 'Only one segment per week day and daypart.',
  overlap: 'A daypart must start after the previous daypart of the same week day has ended.',
} as const;

/**
 * The rules between a week schedule's segments (MD-SCHED-03): each segment's times run forward and
 * its class time lies inside its work time; a week day holds each daypart once, and its dayparts
 * follow each other without overlapping work times (the morning ends before the afternoon starts).
 * Keys are `<index>.<field>` in the order the segments came in.
 */
export function segmentRules(segments: readonly SegmentInput[]): FieldErrors {
  const errors: FieldErrors = {};
  const at = (i: number, key: keyof SegmentInput) => `${i}.${key}`;
  segments.forEach((s, i) => {
    const classStart = minutesOf(s.start_class_time);
    const classEnd = minutesOf(s.end_class_time);
    const workStart = minutesOf(s.start_work_time);
    const workEnd = minutesOf(s.end_work_time);
    if (classEnd <= classStart) addError(errors, at(i, 'end_class_time'), SEGMENT_MESSAGES.classOrder);
    if (workEnd <= workStart) addError(errors, at(i, 'end_work_time'), SEGMENT_MESSAGES.workOrder);
    if (classStart < workStart || classEnd > workEnd) addError(errors, at(i, 'start_class_time'), SEGMENT_MESSAGES.classWithinWork);
  });
  for (const day of WEEK_DAYS) {
    const ofDay = segments.map((s, i) => ({ s, i })).filter(({ s }) => s.week_day === day);
    const seen = new Set<number>();
    for (const { s, i } of ofDay) {
      if (seen.has(s.daypart)) addError(errors, at(i, 'daypart'), SEGMENT_MESSAGES.duplicate);
      seen.add(s.daypart);
    }
    const ordered = [...ofDay].sort((a, b) => a.s.daypart - b.s.daypart);
    for (let k = 1; k < ordered.length; k++) {
      const previous = ordered[k - 1]!;
      const current = ordered[k]!;
      if (previous.s.daypart === current.s.daypart) continue;
      if (minutesOf(current.s.start_work_time) < minutesOf(previous.s.end_work_time))
        addError(errors, at(current.i, 'start_work_time'), SEGMENT_MESSAGES.overlap);
    }
  }
  return errors;
}

/** Segments in a stable order (week day, then daypart), as lists and calendars read them. */
const inWeekOrder = (segments: SegmentInput[]) => [...segments].sort((a, b) => a.week_day - b.week_day || a.daypart - b.daypart);

/**
 * A week schedule (MD-SCHED-02): a name, optionally a branch, and at least one segment. The rules
 * between segments run on the segments as sent, so each error names the row the form shows; only
 * then are they put in week order.
 */
export const weekScheduleInputSchema = z.object({
  name: requiredText('Name'),
  branch_id: optionalId('Branch'),
  segments: z
    .array(segmentSchema, { error: requiredMessage('Segments') })
    .min(1, requiredMessage('Segments'))
    .superRefine((segments, ctx) => {
      for (const [key, messages] of Object.entries(segmentRules(segments))) {
        const [index, field] = key.split('.');
        for (const message of messages) ctx.addIssue({ code: 'custom', path: [Number(index), field as string], message });
      }
    })
    .transform(inWeekOrder),
});
