import { changePasswordSchema, PASSWORD_MAX, PASSWORD_MIN, STRONG_PASSWORD_MESSAGE, strongPasswordSchema } from './passwords';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);
/** A strong password of `length` characters: upper, lower, digit and special character first. */
const strongOf = (length: number) => 'Aa1!'.padEnd(length, 'xy');

describe('ID-PWD-01: a password is 8 to 100 characters (ADR 0212)', () => {
  it('takes 8 characters and 100, the limits the forms show', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 100]);
    expect(strongPasswordSchema.safeParse(strongOf(8)).success).toBe(true);
    expect(strongPasswordSchema.safeParse(strongOf(100)).success).toBe(true);
  });

  it('refuses 7 characters and 101, each with its message', () => {
    expect(messages(strongPasswordSchema.safeParse(strongOf(7)))).toContain('Password must be at least 8 characters');
    expect(messages(strongPasswordSchema.safeParse(strongOf(101)))).toEqual(['Password must be at most 100 characters']);
  });

  it('ID-PWD-03: asks an uppercase and a lowercase letter, a digit and one of !@#$%^&*', () => {
    for (const weak of ['aa1!aaaa', 'AA1!AAAA', 'Aa!aaaaa', 'Aa1aaaaa'])
      expect(messages(strongPasswordSchema.safeParse(weak))).toEqual([STRONG_PASSWORD_MESSAGE]);
  });

  it('ID-PWD-04: the change dialog also refuses three identical characters in a row', () => {
    expect(messages(changePasswordSchema.safeParse('Aa1!xxxy'))).toEqual([
      'The password may not contain more than two identical characters in a row',
    ]);
    expect(changePasswordSchema.safeParse('Aa1!xxyx').success).toBe(true);
  });
});
