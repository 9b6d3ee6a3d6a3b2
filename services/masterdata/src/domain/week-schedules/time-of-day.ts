import { z } from 'zod';
import { requiredMessage } from '../validation/field-schemas';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day 'HH:mm' (spec 001: start_time, end_time, extra_time are time-valued fields). */
export const requiredTime = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: requiredMessage(label) }).refine((v) => TIME.test(v), `The ${label} must be a time like 08:30.`),
  );

/** Minutes since midnight of an 'HH:mm' time; comparisons and overlaps work on these. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
