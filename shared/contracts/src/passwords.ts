import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;
export const STRONG_PASSWORD_MESSAGE =
  'The password must contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character';

const strongPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

/** The strong-password rule for registration, reset and change (ID-PWD-03, GAP-17). */
export const strongPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .regex(strongPattern, STRONG_PASSWORD_MESSAGE);

/** The change dialog also allows at most two identical characters in a row (ID-PWD-04). */
export const changePasswordSchema = strongPasswordSchema.refine((v) => !/(.)\1\1/.test(v), {
  message: 'The password may not contain more than two identical characters in a row',
});
